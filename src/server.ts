/**
 * The server entry: Paraglide's middleware detects the locale of every request (URL, cookie,
 * browser languages, default) and redirects `/` to `/it` for Italian visitors, then the
 * TanStack Start handler renders. The middleware must receive the original request.
 * Every response gets the security headers; pages get a CSP with the hashes of their inline scripts.
 */
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { paraglideMiddleware } from './paraglide/server.js'
import { loadEnv } from './server/env.server'
import { inlineScriptHashes, securityHeaders } from './server/headers'
import { leadPipeline } from './leads/leads.server'
import { productFeed } from './catalogue/feed.server'

// Validate the environment at start-up: a malformed variable stops the server with its name.
const env = loadEnv()
// Deliveries owed from before a restart go out now, not at the next submission.
leadPipeline()
// Read the product feed once, so the first visitor does not wait for the store.
void productFeed().warm()
const headerOptions = {
  https: env.publicUrl.startsWith('https://'),
  gtm: !!env.gtmId,
  storeOrigin: env.woocommerce ? new URL(env.woocommerce.url).origin : undefined,
}

/** Largest request body accepted (forms are a few KB): bigger ones get 413 before any parsing. */
const MAX_BODY_BYTES = 64 * 1024

export default createServerEntry({
  async fetch(request) {
    const limited = await limitBody(request)
    if (limited instanceof Response) return limited
    const response = await paraglideMiddleware(limited, () => handler.fetch(limited))
    return finish(limited, response)
  },
})

async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  const tooLarge = () => Response.json({ error: 'The request is too large.' }, { status: 413 })
  const reader = request.body.getReader()
  if (declared > MAX_BODY_BYTES) {
    // Read (and drop) a moderately large body so the client gets the 413 rather than a reset.
    for (let dropped = 0; dropped <= 32 * MAX_BODY_BYTES; ) {
      const { done, value } = await reader.read()
      if (done) break
      dropped += value.byteLength
    }
    await reader.cancel().catch(() => {})
    return tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return tooLarge()
    }
    chunks.push(value)
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks), signal: request.signal })
}

async function finish(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  const isHtml = (headers.get('Content-Type') ?? '').includes('text/html')
  let body: BodyInit | null = response.body
  let scriptHashes: string[] = []
  if (isHtml && response.body) {
    const html = await response.text()
    scriptHashes = inlineScriptHashes(html)
    body = html
  }
  for (const [name, value] of Object.entries(securityHeaders({ ...headerOptions, scriptHashes }))) {
    if (name !== 'Content-Security-Policy' || isHtml) headers.set(name, value)
  }
  const { pathname } = new URL(request.url)
  if (pathname === '/') {
    // `/` answers differently per cookie and browser language: shared caches must know it.
    headers.set('Vary', 'Cookie, Accept-Language')
    // Paraglide localizes `/` as `/it/`; the canonical home of a locale has no trailing slash.
    const location = headers.get('Location')
    if (location) headers.set('Location', location.replace(/^(.*\/[a-z]{2})\/$/, '$1'))
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
