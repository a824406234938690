/**
 * In the browser the page's language is its URL prefix, nothing else: the server already chose
 * it (cookie, browser languages) and redirected. Paraglide's own detection would match the
 * route strategies with URLPattern on every message, which Safari before 26 lacks and whose
 * polyfill would cost 6 KB of the first load; with this, the browser bundle leaves it out
 * (vite.config.ts) while the server keeps full detection.
 */
import { overwriteGetLocale } from '#src/paraglide/runtime.js'
import { localeFromPathname } from './locale'

export function takeLocaleFromUrlInBrowser(): void {
  if (typeof window === 'undefined') return
  overwriteGetLocale(() => localeFromPathname(window.location.pathname))
}
