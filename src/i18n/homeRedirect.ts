/**
 * Paraglide's middleware sends an Italian visitor of `/` to its localized form of `/`, `/it/`, keeping the
 * query (`/it/?gclid=…`, every ad click). The canonical home of a locale has no trailing slash and the router
 * would redirect `/it/` once more, so the target is written without it: one redirect for any link.
 */
import { localeCodes } from '#app-config'

/** `…/it/`, with or without an origin, followed by the end, a query or a fragment. */
const localeHomeWithSlash = new RegExp(`^((?:[a-z][a-z0-9+.-]*://[^/?#]*)?/(?:${localeCodes.join('|')}))/(?=[?#]|$)`)

/** The redirect target with a locale's home written canonically (`/it`, query and fragment kept); any other target unchanged. */
export function canonicalHomeLocation(location: string): string {
  return location.replace(localeHomeWithSlash, '$1')
}
