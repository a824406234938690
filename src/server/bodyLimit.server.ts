/** Request bodies are bounded before anything parses them: over its limit, 413 (never a 500, never a buffered megabyte). */
import { readCapped } from '#src/lib/readCapped.server.ts'
import { withSocketAddressOf } from '#src/platform/clientAddress.server.ts'

const MAX_BODY_BYTES = 64 * 1024
/** The store's webhooks carry a whole product (descriptions, meta, variations): they get more room. */
const WEBHOOK_PATH = '/api/webhooks/woocommerce'
const MAX_WEBHOOK_BODY_BYTES = 2 * 1024 * 1024
/** How much of a body declared too large is read (and dropped) before the 413, so the client reads the answer. */
const DRAIN_BYTES = 32 * MAX_BODY_BYTES

/** The request with its body read whole (at most its limit), or the 413 to answer with. */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  const max = new URL(request.url).pathname === WEBHOOK_PATH ? MAX_WEBHOOK_BODY_BYTES : MAX_BODY_BYTES
  const tooLarge = () => Response.json({ error: 'The request is too large.' }, { status: 413 })
  if (declared > max) {
    await readCapped(request.body, DRAIN_BYTES)
    return tooLarge()
  }
  const body = await readCapped(request.body, max)
  if (!body) return tooLarge()
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
  return withSocketAddressOf(request, limited)
}
