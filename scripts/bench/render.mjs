// Distinct pages render fast (issue 29, item 2): every request a URL no one asked for before, with the
// page cache off, as search pages, tagged variants beyond the known parameters, crawlers and the first
// visit after a catalogue change arrive. Reports the server's CPU per render (its process's user +
// system time over REQUESTS renders, compression threads included, read from /proc) per page type,
// side by side with the baseline commit's build started beside it and measured in turns (base, this,
// this, base), so a busy machine weighs on both. Budget: at most half of the baseline's on every page.
// Requests ask for brotli or gzip as browsers do. Alone: `node scripts/bench/render.mjs [--base=DIR]`.
import { pathToFileURL } from 'node:url'
import { BASELINE_COMMIT, baseLabel, baselineEntry } from './baseline.mjs'
import { cpuMs } from './cpu.mjs'
import { startServer } from './server.mjs'

export const RENDER_BUDGET = 0.5
/** Renders measured per page and turn; a few at a time, so the server always has one waiting. */
const REQUESTS = 150
const CONNECTIONS = 4
/**
 * Renders of each page before any is measured: V8 still compiles the render's code long after the first ones
 * (docs/decisions/0060); a server that has run a while has it compiled, so a render is measured from there.
 */
const WARM_UP = 150

export const renderPages = [
  ['home', '/'],
  ['collection', '/showcases/wine'],
  ['product', '/product/aurora-90-cake-display'],
  ['filtered search', '/search?category=wine&q=cold'],
  ['article (it)', '/it/centro-inspirazione/cioccolato-e-umidita'],
  ['story', '/customer-stories/bellavista-milan'],
  ['landing (it)', '/it/vetrine-custom-made'],
  ['contact (it)', '/it/contatta'],
]

let visit = 0
/** `path` with a query parameter the cache key keeps and no page reads: a new URL every time. */
const distinct = (path) => `${path}${path.includes('?') ? '&' : '?'}visit=${Date.now().toString(36)}${++visit}`

/** Server CPU (ms) per render of `path` over `requests` distinct URLs. */
async function cpuPerRender(server, path, requests = REQUESTS) {
  const { default: autocannon } = await import('autocannon')
  const before = cpuMs(server.pid)
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${server.origin}${path}`,
        connections: CONNECTIONS,
        amount: requests,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (request) => ({ ...request, path: distinct(path) }) }],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  )
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0)
  return { cpuMs: (cpuMs(server.pid) - before) / requests, errors }
}

export async function renderBench({ base, label = BASELINE_COMMIT, log = console.log, requests = REQUESTS } = {}) {
  const servers = {
    base: await startServer({ PAGE_CACHE_SECONDS: '0' }, { entry: baselineEntry(base) }),
    current: await startServer({ PAGE_CACHE_SECONDS: '0' }),
  }
  try {
    // Warm both: the first renders load route code, the catalogue and the JIT's optimised code.
    for (const server of Object.values(servers)) for (const [, path] of renderPages) await cpuPerRender(server, path, WARM_UP)
    const results = []
    for (const [page, path] of renderPages) {
      const turns = { base: [], current: [] }
      for (const name of ['base', 'current', 'current', 'base']) turns[name].push(await cpuPerRender(servers[name], path, requests / 2))
      const mean = (list) => +(list.reduce((sum, r) => sum + r.cpuMs, 0) / list.length).toFixed(2)
      const errors = [...turns.base, ...turns.current].reduce((sum, r) => sum + r.errors, 0)
      const result = { page, path, base: label, baseMs: mean(turns.base), currentMs: mean(turns.current), errors }
      result.ratio = +(result.currentMs / result.baseMs).toFixed(2)
      log(`render ${page}: ${result.currentMs} ms CPU per render, ${label} ${result.baseMs} ms (${result.ratio}x), ${errors} errors`)
      results.push(result)
    }
    return results
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()))
  }
}

export const renderRows = (results) =>
  results.map((r) => [
    `Render ${r.page}, distinct URLs`,
    `${r.currentMs} ms CPU (${r.base}: ${r.baseMs} ms, ${r.ratio}x), ${r.errors} errors`,
    `<= ${RENDER_BUDGET}x of ${BASELINE_COMMIT}`,
    // The budget is against BASELINE_COMMIT; against another base the ratio is shown for information.
    r.base === BASELINE_COMMIT ? r.ratio <= RENDER_BUDGET && r.errors === 0 : r.errors === 0 ? null : false,
  ])

export default {
  key: 'render',
  title: 'Distinct URLs, page cache off: server CPU per render against the base build',
  run: ({ args, log }) => renderBench({ base: args.get('base'), label: baseLabel(args), log }),
  rows: renderRows,
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const base = process.argv.find((a) => a.startsWith('--base='))?.slice('--base='.length)
  const rows = renderRows(await renderBench({ base }))
  for (const row of rows) console.log(row.join(' | '))
}
