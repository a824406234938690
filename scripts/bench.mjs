// `npm run bench`: the performance and quality bench (CONTRACT.md, issue 7).
// Builds if needed, starts the production server with its embedded defaults on a free port, then:
//   1. Lighthouse (mobile preset, Debian Chromium), median of RUNS runs per page, both languages;
//   2. page weight: the JavaScript and CSS the home page loads first, gzip-compressed;
//   3. load: autocannon on the home and search pages and on a static file of similar size,
//      side by side, 50 connections for 20 s each.
//   4. every core: WEB_CONCURRENCY=1 against 2, cached and uncached (scripts/bench/concurrency.mjs).
// Prints one table and writes bench/results.json. Options: --runs=N, --skip-lighthouse, --skip-load,
// --skip-concurrency.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildIfStale } from './build-if-stale.mjs'
import { concurrencyBench, concurrencyRows } from './bench/concurrency.mjs'

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
)
const RUNS = Number(args.get('runs') ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const budgets = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, cls: 0, jsKb: 150, loadRatio: 0.5 }
const pages = [
  ['home', '/', '/it'],
  ['collection', '/showcases/wine', '/it/vetrine-refrigerate/vino'],
  ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
  ['search', '/search', '/it/cerca'],
  ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
  ['contact', '/contact', '/it/contatta'],
]

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

async function startServer() {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'lumera-bench-'))
  const child = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, GTM_ID: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, stop: () => child.kill() }
    } catch {
      // Not listening yet: try again.
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the server did not start')
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function lighthouseRuns(origin) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  const results = []
  try {
    for (const [type, en, it] of pages) {
      for (const [lang, path] of [
        ['en', en],
        ['it', it],
      ]) {
        const runs = []
        for (let i = 0; i < RUNS; i++) {
          const { lhr } = await lighthouse(`${origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          })
          runs.push(lhr)
        }
        const score = (id) => median(runs.map((r) => r.categories[id].score ?? 0))
        const cls = median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue ?? 0))
        const lcp = median(runs.map((r) => r.audits['largest-contentful-paint'].numericValue ?? 0))
        const result = {
          page: `${type} (${lang})`,
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
          cls,
          lcpMs: Math.round(lcp),
        }
        console.log(
          `  lighthouse ${result.page}: perf ${result.performance} a11y ${result.accessibility} bp ${result['best-practices']} seo ${result.seo} cls ${cls.toFixed(3)}`,
        )
        results.push(result)
      }
    }
  } finally {
    await chrome.kill()
  }
  return results
}

/** The JavaScript and CSS a first visit to the home page downloads, each file gzip-compressed. */
async function pageWeight(origin) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const weights = {}
  try {
    for (const path of ['/', '/it']) {
      const page = await browser.newPage()
      const urls = new Map()
      page.on('response', (response) => {
        const type = response.request().resourceType()
        if (type === 'script' || type === 'stylesheet') urls.set(response.url(), type)
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await page.close()
      let js = 0
      let css = 0
      for (const [url, type] of urls) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer())
        const size = gzipSync(body, { level: 9 }).byteLength
        if (type === 'script') js += size
        else css += size
      }
      weights[path] = { jsKb: +(js / 1024).toFixed(1), cssKb: +(css / 1024).toFixed(1), files: urls.size }
      console.log(`  weight ${path}: JS ${weights[path].jsKb} KB gzip, CSS ${weights[path].cssKb} KB gzip`)
    }
  } finally {
    await browser.close()
  }
  return weights
}

/** The public file closest in size to the home page's HTML: the static baseline of the load test. */
async function staticTwin(origin) {
  const html = Buffer.byteLength(await (await fetch(`${origin}/`)).text())
  let best
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry)
      const stat = statSync(full)
      if (stat.isDirectory()) walk(full, `${prefix}/${entry}`)
      else if (!/\.(gz|br)$/.test(entry) && (!best || Math.abs(stat.size - html) < Math.abs(best.size - html)))
        best = { path: `${prefix}/${entry}`, size: stat.size }
    }
  }
  walk('.output/public', '')
  return { ...best, htmlBytes: html }
}

async function load(origin) {
  const { default: autocannon } = await import('autocannon')
  const run = (path) =>
    new Promise((resolve, reject) =>
      autocannon({ url: `${origin}${path}`, connections: 50, duration: 20 }, (error, result) => (error ? reject(error) : resolve(result))),
    )
  const twin = await staticTwin(origin)
  const results = {}
  for (const [name, path] of [
    ['static file', twin.path],
    ['home', '/'],
    ['search', '/search'],
  ]) {
    const r = await run(path)
    results[name] = {
      path,
      requestsPerSec: Math.round(r.requests.average),
      errors: r.errors + r.timeouts + (r.non2xx ?? 0),
      latencyP99Ms: r.latency.p99,
    }
    console.log(`  load ${name} (${path}): ${results[name].requestsPerSec} req/s, ${results[name].errors} errors`)
  }
  return { ...results, staticTwin: twin }
}

buildIfStale()
const server = await startServer()
console.log(`Bench against ${server.origin}`)
const report = { date: new Date().toISOString(), node: process.version, runs: RUNS, budgets }
try {
  report.weight = await pageWeight(server.origin)
  if (args.get('skip-lighthouse') !== 'true') report.lighthouse = await lighthouseRuns(server.origin)
  if (args.get('skip-load') !== 'true') report.load = await load(server.origin)
} finally {
  server.stop()
}
// Every core: WEB_CONCURRENCY=1 against 2, cached and uncached (scripts/bench/concurrency.mjs).
if (args.get('skip-load') !== 'true' && args.get('skip-concurrency') !== 'true') report.concurrency = await concurrencyBench()

// One table: each measure against its budget.
const rows = []
const check = (ok) => (ok ? 'ok' : 'OVER')
for (const [path, w] of Object.entries(report.weight))
  rows.push([`JS first load ${path}`, `${w.jsKb} KB gzip`, `<= ${budgets.jsKb} KB`, check(w.jsKb <= budgets.jsKb)])
for (const r of report.lighthouse ?? []) {
  rows.push([
    `Lighthouse ${r.page}`,
    `P ${Math.round(r.performance * 100)} A ${Math.round(r.accessibility * 100)} BP ${Math.round(r['best-practices'] * 100)} SEO ${Math.round(r.seo * 100)} CLS ${r.cls.toFixed(2)}`,
    'P>=95, others 100, CLS 0.00',
    check(r.performance >= budgets.performance && r.accessibility >= 1 && r['best-practices'] >= 1 && r.seo >= 1 && r.cls < 0.005),
  ])
}
if (report.load) {
  const base = report.load['static file'].requestsPerSec
  for (const name of ['home', 'search']) {
    const l = report.load[name]
    const ratio = l.requestsPerSec / base
    rows.push([
      `Load ${name}`,
      `${l.requestsPerSec} req/s (${ratio.toFixed(2)} of static ${base}), ${l.errors} errors`,
      `>= ${budgets.loadRatio}, 0 errors`,
      check(ratio >= budgets.loadRatio && l.errors === 0),
    ])
  }
}
if (report.concurrency) rows.push(...concurrencyRows(report.concurrency))
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 6))
const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')
console.log(
  `\n${line(['measure', 'result', 'budget', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`,
)
mkdirSync('bench', { recursive: true })
writeFileSync('bench/results.json', JSON.stringify({ ...report, table: rows }, null, 2))
console.log('\nWrote bench/results.json')
process.exit(rows.every((r) => r[3] === 'ok') ? 0 : 1)
