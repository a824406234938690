/** In the browser the language is the URL prefix: the server already chose it and redirected. Paraglide's detection
 * needs URLPattern, which Safari before 26 lacks; this keeps its polyfill out of the browser bundle (vite.config.ts). */
import { overwriteGetLocale } from '#src/paraglide/runtime.js'
import { localeFromPathname } from './locale'

export function takeLocaleFromUrlInBrowser(): void {
  if (typeof window === 'undefined') return
  overwriteGetLocale(() => localeFromPathname(window.location.pathname))
}
