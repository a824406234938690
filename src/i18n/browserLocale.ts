/** In the browser the language is the address's (its prefix, or the domain it has): the server already chose it and
 * redirected. Paraglide's detection needs URLPattern, which Safari before 26 lacks; this keeps its polyfill out of the
 * browser bundle (vite.config.ts). */
import { overwriteGetLocale } from '#src/paraglide/runtime.js'
import { currentSites } from '#src/site/sites.ts'
import { localeFromPathname } from './locale'
import { prefixedPath } from './sites'

export function takeLocaleFromUrlInBrowser(): void {
  if (typeof window === 'undefined') return
  const sites = currentSites()
  overwriteGetLocale(() => localeFromPathname(prefixedPath(sites, window.location.host, window.location.pathname)))
}
