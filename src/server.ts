/**
 * The server entry: Paraglide's middleware detects the locale of every request (URL, cookie,
 * browser languages, default) and redirects `/` to `/it` for Italian visitors, then the
 * TanStack Start handler renders. The middleware must receive the original request.
 * Every response gets the security headers; pages get a CSP with the hashes of their inline scripts.
 * Rendered pages are kept for a short while in a bounded in-memory cache (see pageCache.server.ts).
 */
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { services } from '#app-config'
import { paraglideMiddleware } from './paraglide/server.js'
import { extractLocaleFromRequest } from './paraglide/runtime.js'
import { encodedBody, PageCache, pickEncoding, type CachedPage } from './server/pageCache.server'
import { pageCacheKey } from './server/cacheKey'
import { loadEnv } from './server/env.server'
import { inlineScriptHashes, securityHeaders } from './server/headers.server'
import { leadPipeline } from './leads/leads.server'
import { productFeed } from './catalogue/feed.server'
import { inServerFnScope } from './server/serverFnScope.server'
import { renderPage } from './server/renderer.server'
import { hydrateAfterPaint } from './server/hydrateAfterPaint'
import { RenderQueue } from './server/renderQueue.server'
import { withSocketAddressOf } from './server/clientAddress.server'
import { shareCatalogueChanges } from './server/catalogueChanges.server'
import { dropWritesToClosedPipes } from './server/closedPipes.server'
import { answerShed, renderLaneOf } from './server/shedding.server'

// A log reader that goes away must not turn every log line into an uncaught exception.
dropWritesToClosedPipes()
// Validate the environment at start-up: a malformed variable stops the server with its name.
const env = loadEnv()
// Deliveries owed from before a restart go out now, not at the next submission.
leadPipeline()
// Read the product feed once, so the first visitor does not wait for the store.
void productFeed().warm()
const pageCache = new PageCache({ maxEntries: 500, ttlMs: env.pageCacheMs })
const renderQueue = new RenderQueue(services.renderConcurrency)
// Pages show products: a changed feed makes every cached page stale at once, in every process.
shareCatalogueChanges(() => pageCache.clear())
const headerOptions = {
  https: env.publicUrl.startsWith('https://'),
  gtm: !!env.gtmId,
}

/** Largest request body accepted (forms are a few KB): bigger ones get 413 before any parsing. */
const MAX_BODY_BYTES = 64 * 1024
/** The store's webhooks carry a whole product (descriptions, meta, variations): they get more room. */
const WEBHOOK_PATH = '/api/webhooks/woocommerce'
const MAX_WEBHOOK_BODY_BYTES = 2 * 1024 * 1024

/** Shared caches may keep a page for 5 minutes and serve it stale for a day while refreshing. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

export default createServerEntry({
  async fetch(request) {
    const limited = await limitBody(request)
    if (limited instanceof Response) return limited
    if (new URL(limited.url).pathname.startsWith('/_serverFn/')) return callServerFn(limited)
    if (!isCacheablePage(limited)) return render(limited)
    // The locale in the key: `/` renders English only for visitors the middleware would not redirect.
    // Tracking parameters and the order of the others are not in it (cacheKey.ts).
    const key = pageCacheKey(extractLocaleFromRequest(limited), new URL(limited.url))
    // A HEAD request renders the page as a GET would: the cache must never keep an empty body.
    const asGet = limited.method === 'GET' ? limited : new Request(limited.url, { method: 'GET', headers: limited.headers })
    let own: Response | undefined
    // The site's own pages render first; a render of anything else may be shed (503, shedding.server.ts).
    const entry = await pageCache
      .get(key, async ({ refresh }) => {
        const lane = await renderLaneOf(asGet.url, refresh)
        const response = await renderQueue.run(() => render(asGet), lane)
        if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').includes('text/html')) {
          own = response
          return null
        }
        const body = Buffer.from(await response.arrayBuffer())
        return { status: 200, headers: [...response.headers], body, sitePage: lane === 'site' }
      })
      .catch(answerShed)
    if (entry instanceof Response) return entry
    if (entry) return fromCache(limited, entry)
    // Not cacheable: the request that rendered answers with its response, others render their own.
    const response = own ?? (await renderQueue.run(() => render(asGet), await renderLaneOf(asGet.url)).catch(answerShed))
    return limited.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response
  },
})

function render(request: Request): Promise<Response> {
  return paraglideMiddleware(request, () => renderPage(request)).then((response) => finish(request, response))
}

/**
 * A server-function call the framework could not decode (bad payload JSON or serialisation, an
 * unknown function id) would be a 500 with a logged stack: it is the caller's mistake, so a 400.
 */
async function callServerFn(request: Request): Promise<Response> {
  const { response, decoded } = await inServerFnScope(() => render(request))
  if (response.status < 500 || decoded) return response
  await response.body?.cancel()
  // Keep the security headers; drop the framework's serialisation markers and the old body's length.
  const headers = new Headers([...response.headers].filter(([name]) => !/^(x-tss|content-)/i.test(name)))
  headers.set('Content-Type', 'application/json')
  return new Response(JSON.stringify({ error: 'This call could not be read.' }), { status: 400, headers })
}

/** GET and HEAD requests for pages: not server functions, API routes, files or form posts. */
function isCacheablePage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { pathname } = new URL(request.url)
  return !pathname.startsWith('/_serverFn') && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)
}

async function fromCache(request: Request, entry: CachedPage): Promise<Response> {
  const headers = new Headers(entry.headers)
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'))
  const body = await encodedBody(entry, encoding)
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  headers.append('Vary', 'Accept-Encoding')
  // The Buffer itself, not a copy (its memory is never a SharedArrayBuffer: it comes from zlib or a Response).
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers })
}

async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  const max = new URL(request.url).pathname === WEBHOOK_PATH ? MAX_WEBHOOK_BODY_BYTES : MAX_BODY_BYTES
  const tooLarge = () => Response.json({ error: 'The request is too large.' }, { status: 413 })
  const reader = request.body.getReader()
  if (declared > max) {
    // Read (and drop) a moderately large body so the client gets the 413 rather than a reset.
    for (let dropped = 0; dropped <= 32 * MAX_BODY_BYTES;) {
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
    if (size > max) {
      await reader.cancel()
      return tooLarge()
    }
    chunks.push(value)
  }
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: Buffer.concat(chunks),
    signal: request.signal,
  })
  return withSocketAddressOf(request, limited)
}

async function finish(request: Request, response: Response): Promise<Response> {
  const headers = new Headers(response.headers)
  const isHtml = (headers.get('Content-Type') ?? '').includes('text/html')
  let body: BodyInit | null = response.body
  let scriptHashes: string[] = []
  if (isHtml && response.body) {
    const html = hydrateAfterPaint(await response.text())
    scriptHashes = inlineScriptHashes(html)
    body = html
  }
  for (const [name, value] of Object.entries(securityHeaders({ ...headerOptions, scriptHashes }))) {
    if (name !== 'Content-Security-Policy' || isHtml) headers.set(name, value)
  }
  const { pathname } = new URL(request.url)
  if (isHtml && response.status === 200 && !headers.has('Cache-Control')) headers.set('Cache-Control', PAGE_CACHE_CONTROL)
  if (pathname === '/') {
    // `/` answers differently per cookie and browser language: shared caches must know it.
    headers.set('Vary', 'Cookie, Accept-Language')
    // Paraglide localizes `/` as `/it/`; the canonical home of a locale has no trailing slash.
    const location = headers.get('Location')
    if (location) headers.set('Location', location.replace(/^(.*\/[a-z]{2})\/$/, '$1'))
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
