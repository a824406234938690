// The every-core part of `npm run bench` (issue 13): throughput of the home page served by
// `npm run serve` with WEB_CONCURRENCY=1 and with WEB_CONCURRENCY=2, side by side in one run, from
// the page cache (default settings) and rendered every time (PAGE_CACHE_SECONDS=0). The two servers
// of a mode run at once and are measured in turns (1, 2, 2, 1), so a noisy machine weighs on both.
// Budget: 2 processes serve at least 1.6 times what 1 does. Alone: `node scripts/bench/concurrency.mjs`.
import { pathToFileURL } from 'node:url'
import { launchSite } from '../lib/launch.mjs'

export const CONCURRENCY_BUDGET = 1.6

async function startSupervised(env) {
  const site = await launchSite({
    env: { GTM_ID: '', ...env },
    supervised: true,
    waitFor: 'ready',
    timeoutMs: 30_000,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return { origin: `http://127.0.0.1:${site.port}`, stop: () => site.stop('SIGTERM') }
}

export async function concurrencyBench({ seconds = 8, connections = 50, path = '/' } = {}) {
  const { default: autocannon } = await import('autocannon')
  let n = 0
  // As browsers ask: compressed. The load generator shares this machine's two cores with the servers,
  // and reading every page whole (47 KB instead of 10) would make it, not the servers, the limit.
  // `unique`: every request a new address (a query the cache key keeps), so every request renders.
  const measure = (origin, unique) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${origin}${path}`,
          connections,
          duration: seconds,
          headers: { 'accept-encoding': 'br, gzip' },
          ...(unique ? { requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?visit=${++n}` }) }] } : {}),
        },
        (error, r) => (error ? reject(error) : resolve({ rps: r.requests.average, errors: r.errors + r.timeouts + (r.non2xx ?? 0) })),
      ),
    )
  const results = {}
  for (const [mode, pageCache] of [
    ['cached', undefined],
    ['uncached', '0'],
  ]) {
    const env = pageCache === undefined ? {} : { PAGE_CACHE_SECONDS: pageCache }
    const servers = {
      1: await startSupervised({ ...env, WEB_CONCURRENCY: '1' }),
      2: await startSupervised({ ...env, WEB_CONCURRENCY: '2' }),
    }
    try {
      // Warm both: every process loads the app and, cached, the page.
      for (const server of Object.values(servers)) for (let i = 0; i < 20; i++) await (await fetch(`${server.origin}${path}`)).arrayBuffer()
      const runs = { 1: [], 2: [] }
      for (const count of [1, 2, 2, 1]) runs[count].push(await measure(servers[count].origin, pageCache !== undefined))
      const summary = (list) => ({
        requestsPerSec: Math.round(list.reduce((sum, r) => sum + r.rps, 0) / list.length),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
      })
      results[mode] = { path, one: summary(runs[1]), two: summary(runs[2]) }
      const { one, two } = results[mode]
      // Nothing answered at all (an overloaded machine) is no ratio: reported as 0, over budget.
      results[mode].ratio = one.requestsPerSec > 0 ? +(two.requestsPerSec / one.requestsPerSec).toFixed(2) : 0
      console.log(
        `  processes ${mode} ${path}: WEB_CONCURRENCY=1 ${results[mode].one.requestsPerSec} req/s, =2 ${results[mode].two.requestsPerSec} req/s (${results[mode].ratio}x)`,
      )
    } finally {
      await Promise.all(Object.values(servers).map((s) => s.stop()))
    }
  }
  return results
}

/** Rows of the bench table: measure, result, budget, status. */
export function concurrencyRows(results) {
  return Object.entries(results).map(([mode, r]) => [
    `Processes ${mode} ${r.path}`,
    `2: ${r.two.requestsPerSec} req/s, 1: ${r.one.requestsPerSec} req/s (${r.ratio}x), ${r.one.errors + r.two.errors} errors`,
    `>= ${CONCURRENCY_BUDGET}x, 0 errors`,
    r.ratio >= CONCURRENCY_BUDGET && r.one.errors + r.two.errors === 0 ? 'ok' : 'OVER',
  ])
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { buildIfStale } = await import('../build-if-stale.mjs')
  buildIfStale()
  const rows = concurrencyRows(await concurrencyBench())
  for (const row of rows) console.log(row.join(' | '))
  process.exit(rows.every((r) => r[3] === 'ok') ? 0 : 1)
}
