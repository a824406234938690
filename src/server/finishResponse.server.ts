/** What every rendered response gets on its way out: security headers, a page's CSP and caching, the home page's rules. */
import { canonicalHomeLocation, relativeHomeLocation } from '#src/i18n/homeRedirect.ts'
import { setSharedCaching } from '#src/cdn/answerCaching.ts'
import { currentBuild } from '#src/cdn/deploys.server.ts'
import { weakETag } from '#src/cdn/etag.server.ts'
import { hydrateAfterPaint } from '../framework/hydrateAfterPaint'
import { inlineScriptHashes, securityHeaders, type HeaderOptions } from './headers.server'

/** Each finished page's bytes, so the page cache need not read the Response back (decision 0060). */
const pageBodies = new WeakMap<Response, Buffer>()

/** Undefined for a response `finishResponse` did not make. */
export const renderedBody = (response: Response): Buffer | undefined => pageBodies.get(response)

export async function finishResponse(
  request: Request,
  response: Response,
  options: Omit<HeaderOptions, 'scriptHashes'>,
): Promise<Response> {
  const headers = new Headers(response.headers)
  const isHtml = (headers.get('Content-Type') ?? '').includes('text/html')
  let body: BodyInit | null = response.body
  let bytes: Buffer | undefined
  let scriptHashes: string[] = []
  if (isHtml && response.body) {
    const html = hydrateAfterPaint(await response.text())
    scriptHashes = inlineScriptHashes(html)
    bytes = Buffer.from(html)
    // The Buffer itself (its memory is never a SharedArrayBuffer).
    body = bytes as Uint8Array<ArrayBuffer>
  }
  for (const [name, value] of Object.entries(securityHeaders({ ...options, scriptHashes }))) {
    if (name !== 'Content-Security-Policy' || isHtml) headers.set(name, value)
  }
  const url = new URL(request.url)
  setSharedCaching({ method: request.method, pathname: url.pathname, status: response.status, isHtml }, headers, currentBuild()?.digest)
  // A page's validator: caches and browsers that refresh it get a 304 when nothing changed (src/cdn/etag.server.ts).
  if (bytes && response.status === 200) headers.set('ETag', weakETag(bytes))
  const location = headers.get('Location')
  if (url.pathname === '/' && location) {
    // Paraglide localizes `/` as `/it/`: one redirect, straight to the canonical `/it` (query kept), written without
    // the origin of the request, whose Host a visitor chooses and a cache does not key on.
    headers.set('Location', relativeHomeLocation(canonicalHomeLocation(location), request.url))
  }
  const finished = new Response(body, { status: response.status, statusText: response.statusText, headers })
  if (bytes) pageBodies.set(finished, bytes)
  return finished
}
