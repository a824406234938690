// Fakes of the mail service and the automation webhook that record what they receive.
// They can answer 503 (an outage) and come back, on the same ports, for the recovery scenario.
import { createServer } from 'node:http'

export async function startFakeMail() {
  const state = { down: false, records: [] }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
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
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
