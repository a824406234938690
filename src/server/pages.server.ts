/** Pages are answered from the page cache, a miss waits in the render queue; everything else renders for its request. */
import { addressLocale, localeRedirect } from '#src/i18n/requestLocale.server.ts'
import { isPagePath, rootLocaleOf, type Sites } from '#src/i18n/sites.ts'
import { pageCacheKey } from '#src/navigation/pageCacheKey.ts'
import { encodedBody, pickEncoding, type CachedPage, type PageCache } from './pageCache.server'
import type { Render } from './render.server'
import { renderedBody } from './finishResponse.server'
import type { RenderQueue } from './renderQueue.server'
import { answerShed, renderLaneOf } from './shedding.server'
import { cdn } from '#app-config'
import { sharedMaxAge } from '#src/cdn/cacheControl.ts'
import { matchesIfNoneMatch, notModified } from '#src/cdn/etag.server.ts'

export function isCacheablePage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return isPagePath(new URL(request.url).pathname)
}

export function createPageServer({ cache, queue, render, sites }: { cache: PageCache; queue: RenderQueue; render: Render; sites: Sites }) {
  return async function servePage(request: Request): Promise<Response> {
    // A request the languages redirect (an Italian browser on `/`, a language served on another host) gets its
    // redirect, never a page from the cache, whatever another request (a prefetch, a bot) left there.
    if (localeRedirect(request, sites)) return render(request)
    // The language and the host's in the key: a language on its own domain writes its links without the prefix. Any
    // host the site does not know shares the default origin's pages (the key does not grow with forged hosts).
    const url = new URL(request.url)
    const key = pageCacheKey(addressLocale(url, sites), rootLocaleOf(sites, url.host), url)
    // A HEAD request renders the page as a GET would: the cache must never keep an empty body.
    const asGet = request.method === 'GET' ? request : new Request(request.url, { method: 'GET', headers: request.headers })
    let own: Response | undefined
    const entry = await cache
      .get(key, async ({ refresh }) => {
        const lane = await renderLaneOf(asGet.url, refresh)
        const response = await queue.run(() => render(asGet), lane)
        if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').includes('text/html')) {
          own = response
          return null
        }
        const body = renderedBody(response) ?? Buffer.from(await response.arrayBuffer())
        const bound = sharedMaxAge(response.headers)
        const page = { status: 200, headers: [...response.headers], body, sitePage: lane === 'site', renderedAt: Date.now() }
        return bound !== undefined && bound < cdn.pageSeconds ? { ...page, maxAgeMs: bound * 1000 } : page
      })
      .catch(answerShed)
    if (entry instanceof Response) return entry
    if (entry) return fromCache(request, entry)
    // Not cacheable: the request that rendered answers with its response, others render their own.
    const response = own ?? (await queue.run(() => render(asGet), await renderLaneOf(asGet.url)).catch(answerShed))
    if (response.status === 200 && matchesIfNoneMatch(request.headers.get('If-None-Match'), response.headers.get('ETag'))) {
      await response.body?.cancel()
      return notModified(response.headers)
    }
    return request.method === 'HEAD' ? new Response(null, { status: response.status, headers: response.headers }) : response
  }
}

async function fromCache(request: Request, entry: CachedPage): Promise<Response> {
  const headers = new Headers(entry.headers)
  // A cache or browser that has this page already (its ETag) gets a 304 (decision 0065).
  if (matchesIfNoneMatch(request.headers.get('If-None-Match'), headers.get('ETag'))) {
    headers.append('Vary', 'Accept-Encoding')
    return notModified(headers)
  }
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'))
  const body = await encodedBody(entry, encoding)
  if (encoding) headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.byteLength))
  headers.append('Vary', 'Accept-Encoding')
  // A page kept until a set time tells shared caches how long it has been kept already, so they stop at that time too.
  if (entry.maxAgeMs !== undefined && entry.renderedAt !== undefined)
    headers.set('Age', String(Math.floor((Date.now() - entry.renderedAt) / 1000)))
  // The Buffer itself, not a copy (its memory is never a SharedArrayBuffer: it comes from zlib or a Response).
  return new Response(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers })
}
