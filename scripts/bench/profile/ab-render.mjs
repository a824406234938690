// A/B of two builds' CPU per distinct-URL render (decision 0060): both started with the page cache off, warmed,
// then measured in many short alternating turns per page (A B B A ...), reporting the median of the per-round
// ratios B/A per page type. Medians of many short rounds resist a shared machine's bursts better than the render
// bench's two turns a build; use it to judge one change against the build before it.
// `node scripts/bench/profile/ab-render.mjs --a=DIR [--b=DIR] [--rounds=12] [--requests=40] [--warm=150] [--page=NAME]`
import { renderPages } from '../render.mjs'
import { baselineEntry } from '../baseline.mjs'
import { cpuMs } from '../cpu.mjs'
import { startServer } from '../server.mjs'

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const rounds = Number(arg('rounds', '12'))
const requests = Number(arg('requests', '40'))
const only = process.argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice(7))
const pages = renderPages.filter(([name]) => !only.length || only.includes(name))
const entryOf = (dir) => (dir ? baselineEntry(dir) : undefined)

let visit = 0
const distinct = (path) => `${path}${path.includes('?') ? '&' : '?'}visit=ab${Date.now().toString(36)}${++visit}`

async function cpuPerRender(server, path, count) {
  const { default: autocannon } = await import('autocannon')
  const before = cpuMs(server.pid)
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${server.origin}${path}`,
        connections: 2,
        amount: count,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: [{ setupRequest: (request) => ({ ...request, path: distinct(path) }) }],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  )
  if (result.errors || result.non2xx) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx`)
  return (cpuMs(server.pid) - before) / count
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2
}

const a = await startServer({ PAGE_CACHE_SECONDS: '0' }, { entry: entryOf(arg('a')) })
const b = await startServer({ PAGE_CACHE_SECONDS: '0' }, { entry: entryOf(arg('b')) })
try {
  for (const server of [a, b]) for (const [, path] of pages) await cpuPerRender(server, path, Number(arg('warm', '150')))
  for (const [page, path] of pages) {
    const ratios = []
    const sums = { a: 0, b: 0 }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [b, a] : [a, b]
      const ms = new Map()
      for (const server of order) ms.set(server, await cpuPerRender(server, path, requests))
      sums.a += ms.get(a)
      sums.b += ms.get(b)
      ratios.push(ms.get(b) / ms.get(a))
    }
    console.log(
      `${page}: B/A median ${median(ratios).toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}), mean A ${(sums.a / rounds).toFixed(2)} ms, B ${(sums.b / rounds).toFixed(2)} ms`,
    )
  }
} finally {
  await Promise.all([a.stop(), b.stop()])
}
