/**
 * A page's validator (decision 0065): a weak ETag of its bytes, the same for each compression of them, so a cache that
 * refreshes a page (Varnish's background fetch, a soft purge, Cloudflare's invalidation) and a browser that reloads it
 * get `304 Not Modified` instead of the page when nothing changed.
 */
import { createHash } from 'node:crypto'

export function weakETag(body: Uint8Array): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for this header), or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** A 304 for `headers`' page: its caching and validator headers, none of its body's. */
export function notModified(headers: Headers): Response {
  const kept = new Headers(headers)
  for (const name of ['Content-Length', 'Content-Encoding', 'Content-Type', 'Content-Security-Policy']) kept.delete(name)
  return new Response(null, { status: 304, headers: kept })
}
