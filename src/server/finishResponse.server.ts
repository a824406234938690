/** What every rendered response gets on its way out: security headers, a page's CSP and caching, the home page's rules. */
import { homeNegotiates } from '#src/i18n/homeLocale.server.ts'
import type { Sites } from '#src/i18n/sites.ts'
import { dropUselessTags, homeCacheHeaders, homeVary, notKept, pageCacheControl } from '#src/cdn/cacheControl.ts'
import { hydrateAfterPaint } from '../framework/hydrateAfterPaint'
import { inlineScriptHashes, securityHeaders, type HeaderOptions } from './headers.server'

/** Each finished page's bytes, so the page cache need not read the Response back (decision 0036). */
const pageBodies = new WeakMap<Response, Buffer>()

/** Undefined for a response `finishResponse` did not make. */
export const renderedBody = (response: Response): Buffer | undefined => pageBodies.get(response)

export async function finishResponse(
  request: Request,
  response: Response,
  options: Omit<HeaderOptions, 'scriptHashes'>,
  sites: Sites,
  packedChunks: ReadonlySet<string> = new Set(),
): Promise<Response> {
  const headers = new Headers(response.headers)
  const isHtml = (headers.get('Content-Type') ?? '').includes('text/html')
  let body: BodyInit | null = response.body
  let bytes: Buffer | undefined
  let scriptHashes: string[] = []
  if (isHtml && response.body) {
    const html = hydrateAfterPaint(await response.text(), packedChunks)
    scriptHashes = inlineScriptHashes(html)
    bytes = Buffer.from(html)
    // The Buffer itself (its memory is never a SharedArrayBuffer).
    body = bytes as Uint8Array<ArrayBuffer>
  }
  for (const [name, value] of Object.entries(securityHeaders({ ...options, scriptHashes }))) {
    if (name !== 'Content-Security-Policy' || isHtml) headers.set(name, value)
  }
  const url = new URL(request.url)
  const redirect = response.status >= 300 && response.status < 400
  if (!headers.has('Cache-Control')) {
    // A page is the same for every visitor of its URL; an error, a missing page or a redirect may change at any edit.
    if (isHtml && response.status === 200) headers.set('Cache-Control', pageCacheControl)
    else if (isHtml || redirect) headers.set('Cache-Control', notKept)
  }
  if (homeNegotiates(sites, url)) {
    // `/` answers differently per cookie and browser language: no cache that ignores Vary may keep it (docs/decisions/0050).
    for (const [name, value] of Object.entries(homeCacheHeaders(response.status))) headers.set(name, value)
    headers.set('Vary', homeVary)
  }
  dropUselessTags(headers)
  const finished = new Response(body, { status: response.status, statusText: response.statusText, headers })
  if (bytes) pageBodies.set(finished, bytes)
  return finished
}
