/** Paraglide redirects `/` to `/it/` (query kept: `/it/?gclid=…`), which the router would redirect once more: the
 * target is written `/it`, so any link takes one redirect. */
import { localeCodes } from '#app-config'

/** `…/it/`, with or without an origin, followed by the end, a query or a fragment. */
const localeHomeWithSlash = new RegExp(`^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?/(?:${localeCodes.join('|')}))/(?=[?#]|$)`)

export function canonicalHomeLocation(location: string): string {
  return location.replace(localeHomeWithSlash, '$1')
}
