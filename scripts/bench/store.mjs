// `npm run bench -- --store`: the site against a store with full-size photos (issue 12).
// Starts the fake store of the tests (real-size 2400 x 1800 JPEGs of ~0.7 MB, made with sharp on
// this machine) and the production build reading it, with a cold image cache. Then, at 390 px:
//   1. image bytes of the first view of a collection, a product and the search page, in a fresh
//      phone-sized browser (DPR 3, the worst common case): total, largest response, formats;
//   2. Lighthouse (mobile preset, CPU slowdown calibrated to the host, a fresh browser per run) on the same
//      pages, median of RUNS runs, after that first view
//      (so the image cache is warm, as it is for every visitor but the very first), each run side
//      by side with the same page of a site on the embedded catalogue (SVG drawings, no store):
//      the machine is noisy, so the ratio of the two says what the photos cost.
// Budgets: <= 250 KB of images per first view, no image response over 300 KB, photos as
// AVIF or WebP, Lighthouse performance >= 95 in every run and LCP < 2 s. Prints a table, writes bench/store-results.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { startFakeStore } from '../../tests/e2e/support/fake-store.mjs'
import { CHROMIUM } from './chromium.mjs'
import { lighthouseRun } from './lighthouse.mjs'
import { startServer } from './server.mjs'
import { median } from './stats.mjs'

const KEY = 'ck_bench_store'
const SECRET = 'cs_bench_store'
const budgets = { firstViewImageKb: 250, largestImageKb: 300, performance: 0.95, lcpMs: 2000 }
const pages = [
  ['collection', '/showcases/wine'],
  ['product', '/product/aurora-90-cake-display'],
  ['search', '/search'],
]

/** Every image response of a first view at 390 px (DPR 3), in a browser with an empty cache. */
async function firstViewImages(origin, chromium) {
  const { chromium: browserType } = await import('@playwright/test')
  const browser = await browserType.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'] })
  const results = []
  try {
    for (const [type, path] of pages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      })
      await context.addInitScript(() => {
        localStorage.setItem('cookie_consent', 'no')
        localStorage.setItem('green_diploma', 'closed')
      })
      const page = await context.newPage()
      const images = []
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'image') return
        const body = await response.body().catch(() => Buffer.alloc(0))
        images.push({ url: response.url().replace(origin, ''), type: response.headers()['content-type'] ?? '', bytes: body.byteLength })
      })
      const started = Date.now()
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 180_000 })
      const seconds = (Date.now() - started) / 1000
      await context.close()
      const photos = images.filter((i) => i.url.startsWith('/api/images/'))
      const total = images.reduce((sum, i) => sum + i.bytes, 0)
      const largest = images.reduce((max, i) => Math.max(max, i.bytes), 0)
      const result = {
        page: type,
        path,
        images: images.length,
        photos: photos.length,
        totalKb: +(total / 1024).toFixed(1),
        largestKb: +(largest / 1024).toFixed(1),
        photoTypes: [...new Set(photos.map((p) => p.type))],
        coldSeconds: +seconds.toFixed(1),
      }
      console.log(
        `  images ${type}: ${result.images} (${result.photos} photos), ${result.totalKb} KB, largest ${result.largestKb} KB, ${result.photoTypes.join(' ') || 'no photos'}, cold first view ${result.coldSeconds} s`,
      )
      results.push(result)
    }
  } finally {
    await browser.close()
  }
  return results
}

async function lighthouseRuns(origins, runs) {
  const results = []
  const summary = (list) => {
    const lhrs = list.map((r) => r.lhr)
    return {
      performance: median(lhrs.map((r) => r.categories.performance.score ?? 0)),
      minPerformance: Math.min(...lhrs.map((r) => r.categories.performance.score ?? 0)),
      lcpMs: Math.round(median(lhrs.map((r) => r.audits['largest-contentful-paint'].numericValue ?? 0))),
      tbtMs: Math.round(median(lhrs.map((r) => r.audits['total-blocking-time'].numericValue ?? 0))),
      imageKb: +median(
        lhrs.map(
          (lhr) =>
            (lhr.audits['network-requests'].details?.items ?? [])
              .filter((item) => item.resourceType === 'Image')
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
        ),
      ).toFixed(1),
      scores: lhrs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)),
      benchmarkIndexes: list.map((r) => r.measuredIndex),
      multipliers: list.map((r) => r.multiplier),
    }
  }
  for (const [type, path] of pages) {
    const runsOf = { store: [], embedded: [] }
    for (let i = 0; i < runs; i++) {
      // A fresh browser per run, the CPU slowdown calibrated to the host just before it (lighthouse.mjs).
      for (const [name, origin] of Object.entries(origins)) runsOf[name].push(await lighthouseRun(`${origin}${path}`, { calibrated: true }))
    }
    const result = { page: type, path, store: summary(runsOf.store), embedded: summary(runsOf.embedded) }
    for (const name of ['store', 'embedded']) {
      const r = result[name]
      console.log(
        `  lighthouse ${type} (${name}, calibrated): perf ${r.scores.join(', ')} (median ${Math.round(r.performance * 100)}), LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, images ${r.imageKb} KB (index ${r.benchmarkIndexes.join('/')}, x${r.multipliers.join('/')})`,
      )
    }
    results.push(result)
  }
  return results
}

/** Runs the store bench; resolves to the process exit code (0 when every budget is met). */
export async function benchStore({ runs, skipLighthouse, chromium = CHROMIUM }) {
  const store = await startFakeStore({ key: KEY, secret: SECRET })
  console.log('Preparing the store photos (once per machine)...')
  await store.preparePhotos()
  const site = await startServer({ WOOCOMMERCE_URL: store.url, WOOCOMMERCE_CONSUMER_KEY: KEY, WOOCOMMERCE_CONSUMER_SECRET: SECRET })
  const embedded = await startServer()
  console.log(`Store bench against ${site.origin} (store ${store.url})`)
  const report = { date: new Date().toISOString(), node: process.version, runs, budgets }
  try {
    report.images = await firstViewImages(site.origin, chromium)
    if (!skipLighthouse) report.lighthouse = await lighthouseRuns({ store: site.origin, embedded: embedded.origin }, runs)
  } finally {
    site.stop()
    embedded.stop()
    await store.close()
  }
  const check = (ok) => (ok ? 'ok' : 'OVER')
  const rows = []
  for (const r of report.images) {
    const modern = r.photos > 0 && r.photoTypes.every((t) => t === 'image/avif' || t === 'image/webp')
    rows.push([
      `Images ${r.page} (390 px, DPR 3)`,
      `${r.totalKb} KB in ${r.images}`,
      `<= ${budgets.firstViewImageKb} KB`,
      check(r.totalKb <= budgets.firstViewImageKb),
    ])
    rows.push([
      `Largest image ${r.page}`,
      `${r.largestKb} KB`,
      `<= ${budgets.largestImageKb} KB`,
      check(r.largestKb <= budgets.largestImageKb),
    ])
    rows.push([`Photo formats ${r.page}`, r.photoTypes.join(', ') || 'none', 'AVIF or WebP', check(modern)])
  }
  for (const { page, store: r, embedded: e } of report.lighthouse ?? []) {
    rows.push([
      `Lighthouse ${page} (store), calibrated`,
      `P ${Math.round(r.performance * 100)} (${r.scores.join(', ')}), LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, index ${Math.min(...r.benchmarkIndexes)}-${Math.max(...r.benchmarkIndexes)}`,
      `P >= ${budgets.performance * 100} every run, LCP < ${budgets.lcpMs / 1000} s`,
      check(r.minPerformance >= budgets.performance && r.lcpMs < budgets.lcpMs),
    ])
    rows.push([
      `  same run, embedded drawings`,
      `P ${Math.round(e.performance * 100)} (${e.scores.join(', ')}), LCP ${e.lcpMs} ms, TBT ${e.tbtMs} ms`,
      'baseline',
      'info',
    ])
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 6))
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join(' | ')
  console.log(
    `\n${line(['measure', 'result', 'budget', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`,
  )
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/store-results.json', JSON.stringify({ ...report, table: rows }, null, 2))
  console.log('\nWrote bench/store-results.json')
  return rows.every((r) => r[3] !== 'OVER') ? 0 : 1
}
