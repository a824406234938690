// Fakes of the mail service and the automation webhook that record what they receive.
// They can answer 503 (an outage) and come back, on the same ports, for the recovery scenario; or
// hang (take the request and never answer, as a stuck service does); or answer after a delay.
import { createServer } from 'node:http'

export async function startFakeMail() {
  const state = { down: false, hang: false, delayMs: 0, hanging: 0, received: 0, records: [] }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', async () => {
      state.received++
      if (state.hang) {
        state.hanging++
        return
      }
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
      if (state.down) {
        res.writeHead(503, { 'Content-Type': 'application/json' })
        return res.end('{"error":"maintenance"}')
      }
      let body = null
      try {
        body = JSON.parse(raw)
      } catch {
        // Not JSON: the test reads `raw` instead.
      }
      state.records.push({ path: req.url, headers: req.headers, raw, body })
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  return {
    mailUrl: `http://127.0.0.1:${port}`,
    webhookUrl: `http://127.0.0.1:${port}/hook`,
    records: state.records,
    setDown: (down) => (state.down = down),
    /** Requests are taken and never answered (until the sender gives up or dies). */
    setHang: (hang) => (state.hang = hang),
    setDelay: (ms) => (state.delayMs = ms),
    /** How many requests have arrived, answered or not (a delayed answer is recorded only once it is sent). */
    received: () => state.received,
    /** How many requests were left unanswered while hanging. */
    hanging: () => state.hanging,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  }
}
