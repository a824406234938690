/** What shared caches may keep (docs/decisions/0049, 0050): pages, purged by tag; `/` only where `Vary` is honoured. */
import { cdn } from '#app-config'
import { cacheTagHeaderNames } from './tags'

const stale = `stale-while-revalidate=${cdn.staleSeconds}, stale-if-error=${cdn.staleSeconds}`

export const pageCacheControl = `public, max-age=0, s-maxage=${cdn.pageSeconds}, ${stale}`

/**
 * A page that changes by itself at a known time (a notice starts or ends, decision 0069): kept until then at most, and
 * never served stale past it (only when the site fails).
 */
export function pageCacheControlUntil(changesAt: number, now: number): string {
  const seconds = Math.max(0, Math.min(cdn.pageSeconds, Math.floor((changesAt - now) / 1000)))
  return seconds >= cdn.pageSeconds ? pageCacheControl : `public, max-age=0, s-maxage=${seconds}, stale-if-error=${cdn.staleSeconds}`
}

/** How long shared caches may keep a response (`s-maxage` of Surrogate-Control's or Cache-Control's `max-age`), in seconds. */
export function sharedMaxAge(headers: Headers): number | undefined {
  const surrogate = /\bmax-age=(\d+)/.exec(headers.get('Surrogate-Control') ?? '')?.[1]
  const shared = surrogate ?? /\bs-maxage=(\d+)/.exec(headers.get('Cache-Control') ?? '')?.[1]
  return shared === undefined ? undefined : Number(shared)
}

/** A missing page: kept a minute, purged sooner by its `404` tag when an address comes or goes (decision 0065). */
export const missingCacheControl = `public, max-age=0, s-maxage=${cdn.missingSeconds}, stale-while-revalidate=${cdn.missingSeconds}, stale-if-error=${cdn.staleSeconds}`

/** Errors, and anything the API answers: kept by nobody. */
export const notKept = 'no-store'

export const homeVary = 'Cookie, Accept-Language, Sec-Fetch-Dest'

export function homeCacheHeaders(status: number, seconds: number = cdn.pageSeconds): Record<string, string> {
  if (status !== 200 && (status < 300 || status >= 400)) return { 'Cache-Control': `private, ${notKept}` }
  const bounded = seconds < cdn.pageSeconds
  return {
    'Cache-Control': 'private, max-age=0',
    'Surrogate-Control': bounded ? `max-age=${seconds}, stale-if-error=${cdn.staleSeconds}` : `max-age=${cdn.pageSeconds}, ${stale}`,
  }
}

/** Whether some shared cache may keep a response with these headers (else its cache tags are of no use). */
export function sharedCachesMayKeep(headers: Headers): boolean {
  if (headers.has('Surrogate-Control')) return !/no-store/i.test(headers.get('Surrogate-Control')!)
  const control = headers.get('Cache-Control') ?? ''
  return /\b(public|s-maxage)\b/i.test(control) && !/\b(private|no-store|no-cache)\b/i.test(control)
}

/** Removes the cache tags of a response no shared cache keeps. */
/** Removes the cache tags of a response no shared cache keeps. */
export function dropUselessTags(headers: Headers): void {
  if (sharedCachesMayKeep(headers)) return
  for (const name of cacheTagHeaderNames) headers.delete(name)
}
