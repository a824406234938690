// A load balancer in front of the site, for the CDN tests: it passes every request on (`open`), answers 503 to every one
// as a balancer with no healthy server behind it does (`closed`), or lets the site's readiness through and answers 503
// to everything else, as an overloaded site shedding its pages does while it still says it is ready (`overloaded`).
import { createServer, request as forward } from 'node:http'

/** @param {{ targetPort: number }} options */
export async function startGate({ targetPort }) {
  let mode = /** @type {'open' | 'closed' | 'overloaded'} */ ('open')
  const counts = { passed: 0, refused: 0 }
  /** Every path asked, readiness checks aside. */
  const asked = /** @type {string[]} */ ([])
  const server = createServer((req, res) => {
    const ready = (req.url ?? '').startsWith('/api/health/ready')
    if (!ready) asked.push(req.url ?? '')
    if (mode === 'closed' || (mode === 'overloaded' && !ready)) {
      counts.refused++
      res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'private, no-store', 'Retry-After': '5' })
      res.end(mode === 'closed' ? 'No server is available.' : 'The site is busy.')
      return
    }
    counts.passed++
    const upstream = forward({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Cache-Control': 'no-store' })
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port
  return {
    port,
    counts,
    asked,
    /** @param {'open' | 'closed' | 'overloaded'} next */
    setMode: (next) => (mode = next),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
