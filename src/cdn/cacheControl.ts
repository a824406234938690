/**
 * What shared caches may do with the site's answers (docs/decisions/0041, 0042). Pages are the same for every visitor
 * of a URL: any shared cache may keep them, purged by their tags. `/` alone answers by the visitor's language cookie
 * and browser languages (the English page, or a redirect to `/it`): a cache that ignores `Vary` must never keep it, so
 * it is `private` for all of them, and `Surrogate-Control` lets the caches configured for it (the repository's Varnish,
 * Fastly as docs/cdn.md sets it up) keep each answer apart for each cookie and browser language.
 */
import { cdn } from '#app-config'
import { cacheTagHeaderNames } from './tags'

/** How long a shared cache serves a page past its age while it asks again, or while the site fails. */
const stale = `stale-while-revalidate=${cdn.staleSeconds}, stale-if-error=${cdn.staleSeconds}`

/** A page: browsers ask again every time (the CDN answers), shared caches keep it. */
export const pageCacheControl = `public, max-age=0, s-maxage=${cdn.pageSeconds}, ${stale}`

/** Errors, pages that do not exist and redirects: kept by nobody (a publish or a slug change makes them wrong at once). */
export const notKept = 'no-store'

/** What `/` answers depend on, besides its URL. */
export const homeVary = 'Cookie, Accept-Language, Sec-Fetch-Dest'

/** The caching headers of an answer of `/` (the English page or the redirect): only caches that vary by visitor keep it. */
export function homeCacheHeaders(status: number): Record<string, string> {
  if (status !== 200 && (status < 300 || status >= 400)) return { 'Cache-Control': `private, ${notKept}` }
  return { 'Cache-Control': 'private, max-age=0', 'Surrogate-Control': `max-age=${cdn.pageSeconds}, ${stale}` }
}

/** Whether some shared cache may keep a response with these headers (else its cache tags are of no use). */
export function sharedCachesMayKeep(headers: Headers): boolean {
  if (headers.has('Surrogate-Control')) return !/no-store/i.test(headers.get('Surrogate-Control')!)
  const control = headers.get('Cache-Control') ?? ''
  return /\b(public|s-maxage)\b/i.test(control) && !/\b(private|no-store|no-cache)\b/i.test(control)
}

/** Drops the cache tags of a response no shared cache keeps. */
export function dropUselessTags(headers: Headers): void {
  if (sharedCachesMayKeep(headers)) return
  for (const name of cacheTagHeaderNames) headers.delete(name)
}
