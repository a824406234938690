// Load sections (autocannon, 50 connections), each page's rate as a ratio of a static file of
// the same server measured in the same run:
//   load      the page cache at work: home and search, 20 s each;
//   uncached  a second server with PAGE_CACHE_SECONDS=0: every request renders (home, a product,
//             a filtered search, the Italian contact page), 10 s each, with p99 and timeouts;
//   tagged    home with a unique `gclid` per request (as ad clicks arrive) against plain home.
import { describeRun, loadRun, staticTwin } from './autocannon.mjs'
import { startServer } from './server.mjs'

async function ratios(origin, targets, durationS, log, label) {
  const twin = await staticTwin(origin)
  const results = { 'static file': await loadRun(origin, twin.path, durationS) }
  log(`${label} static file (${twin.path}): ${describeRun(results['static file'])}`)
  for (const [name, path] of targets) {
    results[name] = await loadRun(origin, path, durationS)
    log(`${label} ${name} (${path}): ${describeRun(results[name])}`)
  }
  return { ...results, staticTwin: twin }
}

export const load = {
  key: 'load',
  title: 'load (page cache)',
  run: ({ origin, log }) =>
    ratios(
      origin,
      [
        ['home', '/'],
        ['search', '/search'],
      ],
      20,
      log,
      'load',
    ),
  rows(results, budgets) {
    const base = results['static file'].requestsPerSec
    return ['home', 'search'].map((name) => {
      const l = results[name]
      const ratio = l.requestsPerSec / base
      return [
        `Load ${name}`,
        `${l.requestsPerSec} req/s (${ratio.toFixed(2)} of static ${base}), ${l.errors + l.timeouts} errors`,
        `>= ${budgets.loadRatio}, 0 errors`,
        ratio >= budgets.loadRatio && l.errors + l.timeouts === 0,
      ]
    })
  },
}

export const uncachedPages = [
  ['home', '/'],
  ['product', '/product/aurora-90-cake-display'],
  ['filtered search', '/search?category=wine&q=cold'],
  ['contact (it)', '/it/contatta'],
]

export const uncached = {
  key: 'uncached',
  title: 'load without the page cache',
  async run({ log }) {
    const server = await startServer({ PAGE_CACHE_SECONDS: '0' })
    try {
      return await ratios(server.origin, uncachedPages, 10, log, 'uncached')
    } finally {
      server.stop()
    }
  },
  rows(results, budgets) {
    const base = results['static file'].requestsPerSec
    return uncachedPages.map(([name]) => {
      const l = results[name]
      const ratio = l.requestsPerSec / base
      return [
        `Uncached ${name}`,
        `${l.requestsPerSec} req/s (${ratio.toFixed(3)} of static ${base}), p99 ${l.latencyP99Ms} ms, ${l.errors} errors, ${l.timeouts} timeouts`,
        `>= ${budgets.uncachedRatio}, p99 <= ${budgets.uncachedP99Ms} ms, 0 errors`,
        ratio >= budgets.uncachedRatio && l.latencyP99Ms <= budgets.uncachedP99Ms && l.errors === 0 && l.timeouts === 0,
      ]
    })
  },
}

export const tagged = {
  key: 'tagged',
  title: 'tagged URLs',
  async run({ origin, log }) {
    const plain = await loadRun(origin, '/', 10)
    log(`tagged plain home: ${describeRun(plain)}`)
    const gclid = await loadRun(origin, '/?gclid={n}', 10)
    log(`tagged home with a unique gclid: ${describeRun(gclid)}`)
    return { plain, gclid }
  },
  rows({ plain, gclid }, budgets) {
    const ratio = gclid.requestsPerSec / plain.requestsPerSec
    return [
      [
        'Load home ?gclid=<unique>',
        `${gclid.requestsPerSec} req/s (${ratio.toFixed(2)} of plain home ${plain.requestsPerSec}), ${gclid.errors + gclid.timeouts} errors`,
        `>= ${budgets.taggedRatio} of plain, 0 errors`,
        ratio >= budgets.taggedRatio && gclid.errors + gclid.timeouts === 0,
      ],
    ]
  },
}
