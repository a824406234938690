// What the abuse scenarios share: the production build under its supervisor on a free loopback
// port, its server processes' memory, a "visitor" loading ordinary pages at a steady rate, and
// percentiles. Everything here talks to 127.0.0.1 only.
import { readFileSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { freePort, launchSite } from '../lib/launch.mjs'
import { cpuQuota, workerPids } from './processes.mjs'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `npm run serve` (the supervisor and WEB_CONCURRENCY processes) on a free port, behind one trusted
 * proxy (TRUST_PROXY=1: the suite sends X-Forwarded-For as a proxy would), data in a fresh folder.
 * With `cpus`, the server processes run under a quota of that many cores each (processes.mjs).
 * The site collects its processes' stats lines (`stats`) and counts the processes the supervisor
 * had to replace (`restarts()`).
 */
export async function startSite(env = {}, { processes = 2, cpus = 0 } = {}) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const quota = cpuQuota(`lumera-abuse-${process.pid}-${port}`, cpus * processes)
  const stats = []
  let partial = ''
  let site
  try {
    // Liveness, not readiness: a site whose lead store is down (a scenario) is up but not ready.
    site = await launchSite({
      supervised: true,
      port,
      wrap: quota.wrap,
      timeoutMs: 30_000,
      dataDir: env.DATA_DIR,
      env: { PUBLIC_URL: origin, WEB_CONCURRENCY: String(processes), TRUST_PROXY: '1', GTM_ID: '', ...env },
    })
    site.child.stdout.on('data', (d) => {
      const lines = (partial + d).split('\n')
      partial = lines.pop() ?? ''
      for (const line of lines) if (line.includes('"msg":"process stats"')) stats.push(JSON.parse(line))
    })
    // /api/health answered from one process: the others are listening once the supervisor has them all.
    for (let i = 0; workerPids(site.pid).length < processes; i++) {
      if (i > 100) throw new Error(`${workerPids(site.pid).length} of ${processes} server processes started:\n${site.output()}`)
      await sleep(100)
    }
  } catch (error) {
    await site?.stop('SIGKILL')
    quota.remove()
    throw error
  }
  return {
    origin,
    port,
    dataDir: site.dataDir,
    pid: site.pid,
    quota,
    stats,
    output: site.output,
    workers: () => workerPids(site.pid),
    /** Server processes that ended and were started again by the supervisor (an out-of-memory end among them). */
    restarts: () => site.output().match(/a server process ended/g)?.length ?? 0,
    async stop() {
      const timer = setTimeout(() => site.stop('SIGKILL'), 15_000)
      await site.stop()
      clearTimeout(timer)
      quota.remove()
    },
  }
}

export function percentile(values, p) {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** The ordinary pages a visitor reads: the site's own pages in both languages. */
export const ORDINARY_PAGES = [
  '/',
  '/it',
  '/showcases',
  '/it/vetrine-refrigerate',
  '/showcases/cake',
  '/it/vetrine-refrigerate/vino',
  '/product/aurora-90-cake-display',
  '/it/prodotto/aurora-90-vetrina-dolci',
  '/contact',
  '/it/contatta',
  '/about-us',
  '/inspiration-hub',
]

/**
 * A visitor: `perSecond` page loads a second (each on time, whatever the last one took), from
 * `address` (as the proxy says), with a browser's headers, until `stop()`. Its own connection pool,
 * so the crawler's connections never stand in its way on the client side.
 */
export function startVisitor(origin, { perSecond = 2, address = '203.0.113.7', pages = ORDINARY_PAGES, timeoutMs = 10_000 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  const results = []
  let running = true
  let n = 0
  const inFlight = new Set()
  const one = async (path) => {
    const started = performance.now()
    try {
      const status = await new Promise((resolve, reject) => {
        const req = get(
          `${origin}${path}`,
          {
            agent,
            headers: {
              'accept-encoding': 'br, gzip',
              'x-forwarded-for': address,
              accept: 'text/html',
              'user-agent': 'Mozilla/5.0 (visitor)',
            },
            timeout: timeoutMs,
          },
          (res) => {
            res.on('data', () => {})
            res.on('end', () => resolve(res.statusCode))
            res.on('error', reject)
          },
        )
        req.on('timeout', () => req.destroy(new Error('timeout')))
        req.on('error', reject)
      })
      results.push({ path, status, ms: performance.now() - started, at: started })
    } catch (error) {
      results.push({ path, status: 0, error: error.code ?? error.message, ms: performance.now() - started, at: started })
    }
  }
  const loop = (async () => {
    const start = performance.now()
    while (running) {
      const task = one(pages[n % pages.length]).finally(() => inFlight.delete(task))
      inFlight.add(task)
      n++
      const next = start + (n * 1000) / perSecond
      await sleep(Math.max(0, next - performance.now()))
    }
  })()
  return {
    results,
    async stop() {
      running = false
      await loop
      await Promise.all(inFlight)
      agent.destroy()
      return summarizeVisitor(results)
    },
  }
}

export function summarizeVisitor(results) {
  const ms = results.map((r) => r.ms)
  const errors = results.filter((r) => r.status !== 200)
  return {
    requests: results.length,
    p50Ms: Math.round(percentile(ms, 50)),
    p99Ms: Math.round(percentile(ms, 99)),
    maxMs: Math.round(Math.max(0, ...ms)),
    errors: errors.length,
    errorSamples: errors.slice(0, 5).map((e) => `${e.path}: ${e.status || e.error}`),
    slowest: [...results]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map((r) => `${r.path} ${Math.round(r.ms)} ms at +${Math.round((r.at - results[0].at) / 1000)} s`),
  }
}

/**
 * Pages of the kinds a crawler asks for (a search in each language, an unknown product and page):
 * a fresh process compiles their code on the first render of each kind, a second or so at half a
 * core, which a deploy's warm-up pays rather than the first visitor.
 */
const OTHER_KINDS = [
  '/search?q=gelato&door=sliding',
  '/it/cerca?q=vetrina&category=wine',
  '/product/warm-up-unknown',
  '/it/pagina-sconosciuta',
]

/**
 * A deploy's warm-up: the visitor's pages and a page of each other kind, each `times` times on a new
 * connection, so every server process gets its share.
 */
export async function warmUp(origin, pages = [...ORDINARY_PAGES, ...OTHER_KINDS], times = 4) {
  for (let i = 0; i < times; i++) {
    for (const path of pages) {
      await new Promise((resolve, reject) =>
        get(`${origin}${path}`, { agent: false, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.on('data', () => {})
          res.on('end', resolve)
        }).on('error', reject),
      )
    }
  }
}

/**
 * Connections the server's processes still hold on `port`: sockets of this machine whose local
 * port is the site's, in any state but LISTEN, with an inode (a closed socket whose unread data the
 * kernel still keeps has none: the server let it go).
 */
export function connectionsHeld(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  let held = 0
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let table
    try {
      table = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of table.trim().split('\n').slice(1)) {
      const f = line.trim().split(/\s+/)
      if (f[1].endsWith(`:${hex}`) && f[3] !== '0A' && f[9] !== '0') held++
    }
  }
  return held
}

/** The visitor's checks, the same in every scenario that runs one: p99 at most 1 s, no error. */
export function visitorChecks(visit) {
  return [
    [
      'visitor p99',
      '<= 1000 ms',
      visit.p99Ms <= 1000,
      `${visit.p99Ms} ms (p50 ${visit.p50Ms}, max ${visit.maxMs}, ${visit.requests} loads)`,
    ],
    ['visitor errors', '0', visit.errors === 0, `${visit.errors}${visit.errors ? ` (${visit.errorSamples.join(', ')})` : ''}`],
  ]
}
