// A fake Sentry-compatible endpoint: `POST /api/{project}/envelope/` with the DSN's public key in `X-Sentry-Auth`
// (`Sentry sentry_key=…`), a body of newline-separated JSON (the envelope's header, then each item's header and
// payload). It records every envelope it accepted, raw and parsed, and answers 200 `{ id }` as Sentry does.
import { createServer } from 'node:http'

/** @param {{ publicKey: string, project: number }} options */
export async function startFakeSentry({ publicKey, project }) {
  const state = {
    envelopes: /** @type {Array<{ raw: string, header: any, items: Array<{ header: any, payload: any }> }>} */ ([]),
    refused: /** @type {string[]} */ ([]),
  }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (d) => (raw += d))
    req.on('end', () => {
      const refuse = (status, reason) => {
        state.refused.push(reason)
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ detail: reason }))
      }
      if (req.method !== 'POST' || req.url !== `/api/${project}/envelope/`) return refuse(404, `no route ${req.method} ${req.url}`)
      const auth = String(req.headers['x-sentry-auth'] ?? '')
      if (!new RegExp(`(^|[ ,])sentry_key=${publicKey}(,|$)`).test(auth) || !/sentry_version=7/.test(auth))
        return refuse(401, 'bad X-Sentry-Auth')
      const lines = raw.split('\n').filter((l) => l.length > 0)
      try {
        const header = JSON.parse(lines[0])
        const items = []
        for (let i = 1; i < lines.length; i += 2) items.push({ header: JSON.parse(lines[i]), payload: JSON.parse(lines[i + 1]) })
        if (!header.event_id || items.length === 0) return refuse(400, 'envelope without an event')
        state.envelopes.push({ raw, header, items })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: header.event_id }))
      } catch {
        refuse(400, 'envelope is not newline-separated JSON')
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}`
  return {
    url,
    dsn: `http://${publicKey}@127.0.0.1:${server.address().port}/${project}`,
    state,
    /** The events received (each envelope's event payload). */
    events: () => state.envelopes.flatMap((e) => e.items.filter((i) => i.header.type === 'event').map((i) => i.payload)),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
