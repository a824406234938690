/** Paraglide redirects `/` to `/it/` (query kept: `/it/?gclid=…`), which the router would redirect once more: the
 * target is written `/it`, so any link takes one redirect. */
import { localeCodes } from '#app-config'

/** `…/it/`, with or without an origin, followed by the end, a query or a fragment. */
const localeHomeWithSlash = new RegExp(`^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?/(?:${localeCodes.join('|')}))/(?=[?#]|$)`)

export function canonicalHomeLocation(location: string): string {
  return location.replace(localeHomeWithSlash, '$1')
}

/**
 * The redirect of `/` without the request's own origin: it is built from the Host header, which anyone can forge, and a
 * shared cache keeps the redirect for every visitor of its language. A locale's own host (LOCALE_DOMAINS) stays whole.
 */
export function relativeHomeLocation(location: string, requestUrl: string): string {
  const target = new URL(location, requestUrl)
  return target.origin === new URL(requestUrl).origin ? target.pathname + target.search + target.hash : location
}
