// Load-generation helpers shared by the load sections: one autocannon run, and the static file
// of the same server that every page rate is divided by (ratios are what survive a noisy machine).
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const CONNECTIONS = 50

/**
 * One autocannon run of `durationS` seconds. A `{n}` in the path becomes a number unique to each
 * request (e.g. `/?gclid={n}`: every request is a new URL).
 */
export async function loadRun(origin, path, durationS) {
  const { default: autocannon } = await import('autocannon')
  let n = 0
  const unique = path.includes('{n}')
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${origin}${path.replace('{n}', '0')}`,
        connections: CONNECTIONS,
        duration: durationS,
        ...(unique
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: path.replace('{n}', `${Date.now().toString(36)}${++n}`) }) }] }
          : {}),
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  )
  return {
    path,
    requestsPerSec: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    timeouts: result.timeouts,
    errors: result.errors + (result.non2xx ?? 0),
  }
}

export const describeRun = (r) => `${r.requestsPerSec} req/s, p99 ${r.latencyP99Ms} ms, ${r.errors} errors, ${r.timeouts} timeouts`

/** The public file closest in size to the home page's HTML: the static baseline of the load tests. */
export async function staticTwin(origin) {
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
