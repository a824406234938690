import { siteUrl } from '#src/i18n/sites.ts'
import { currentSites } from './sites'

/** PUBLIC_URL wherever a page head is built (the organisation's address: the default language's origin). */
export const publicOrigin = () => currentSites().origin

/** An absolute http(s) URL stays; a site path gets its language's origin (a language may have a domain of its own). */
export const absoluteUrl = (pathOrUrl: string) => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : siteUrl(currentSites(), pathOrUrl))
