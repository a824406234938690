/** What every rendered response gets on its way out: security headers, a page's CSP and caching, the home page's rules. */
import { homeNegotiates } from '#src/i18n/homeLocale.server.ts'
import { prefixedPath, type Sites } from '#src/i18n/sites.ts'
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
  // `home`: `/` where it answers by the visitor (docs/decisions/0050); a page's tags name it by its prefixed path,
  // whatever host served it (docs/decisions/0066).
  const answer = { method: request.method, pathname: prefixedPath(sites, url.host, url.pathname), status: response.status, isHtml }
  setSharedCaching({ ...answer, home: homeNegotiates(sites, url) }, headers, currentBuild()?.digest)
  // A page's validator: caches and browsers that refresh it get a 304 when nothing changed (src/cdn/etag.server.ts).
  if (bytes && response.status === 200) headers.set('ETag', weakETag(bytes))
  const finished = new Response(body, { status: response.status, statusText: response.statusText, headers })
  if (bytes) pageBodies.set(finished, bytes)
  return finished
}
