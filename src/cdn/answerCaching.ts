/**
 * How long shared caches keep what the site rendered (docs/decisions/0049, 0050, 0065): pages for `pageSeconds`, a
 * missing page a minute and a redirect as a page, both tagged `404` (purged whenever an address comes, goes or moves);
 * `/` only where Vary is honoured; errors never. Every page a cache keeps names the build whose scripts it loads.
 */
import {
  homeCacheHeaders,
  homeVary,
  missingCacheControl,
  notKept,
  pageCacheControl,
  sharedCachesMayKeep,
  sharedMaxAge,
} from './cacheControl'
import { addCacheTags, cacheTagHeaderNames, cacheTags } from './tags'

/** `home`: `/` where it answers by the visitor's cookie and languages (on a language's own domain it does not:
 * decision 0066); by default `/` alone. */
export type Answer = { method: string; pathname: string; status: number; isHtml: boolean; home?: boolean }

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** A GET of an address that is not the API: its missing page or redirect is the same for every visitor. */
const isAddress = ({ method, pathname }: Answer) =>
  (method === 'GET' || method === 'HEAD') && !pathname.startsWith('/api/') && !pathname.startsWith('/_serverFn/')

export function setSharedCaching(answer: Answer, headers: Headers, assetsDigest: string | undefined): void {
  const { pathname, status, isHtml } = answer
  if (answer.home ?? pathname === '/') {
    // `/` answers differently per cookie and browser language: no cache that ignores Vary may keep it (decision 0050).
    // A bound the page set (a notice ends soon, decision 0069) holds here too.
    for (const [name, value] of Object.entries(homeCacheHeaders(status, sharedMaxAge(headers)))) headers.set(name, value)
    headers.set('Vary', homeVary)
  } else if (!headers.has('Cache-Control')) {
    if (isHtml && status === 200) headers.set('Cache-Control', pageCacheControl)
    else if (isAddress(answer) && status === 404 && isHtml) setTagged(headers, missingCacheControl, pathname)
    else if (isAddress(answer) && REDIRECTS.has(status) && status !== 303) setTagged(headers, pageCacheControl, pathname)
    else if (isHtml || REDIRECTS.has(status)) headers.set('Cache-Control', notKept)
  }
  if (!sharedCachesMayKeep(headers)) {
    for (const name of cacheTagHeaderNames) headers.delete(name)
    return
  }
  if (isHtml && assetsDigest) addCacheTags(headers, [cacheTags.assets(assetsDigest)])
}

function setTagged(headers: Headers, cacheControl: string, pathname: string): void {
  headers.set('Cache-Control', cacheControl)
  addCacheTags(headers, [cacheTags.page(pathname), cacheTags.missing])
}
