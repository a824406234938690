/**
 * Locale detection of the one page whose language is not in its URL: `/` (SPEC section 2). Every other
 * URL says its language by its prefix (Paraglide's `url` strategy: `/it/...` Italian, the rest English), so
 * the locale cookie and the browser's languages are read for `/` only, in that order. Paraglide runs this
 * as the custom strategy `custom-home`, first in paraglide.config.mjs, and redirects `/` to `/it` when it
 * answers Italian.
 *
 * Paraglide's own way of saying it, route strategies, matches each request against URLPattern objects it
 * builds per URL (the polyfill on Node 20): about 1 ms of CPU and 350 KB of garbage a render when every URL
 * is new (docs/decisions/0030). This reads the path and two headers.
 */
import { localeCookie, type Locale } from '#app-config'
import { defineCustomServerStrategy, extractLocaleFromHeader } from '#src/paraglide/runtime.js'
import { isLocale } from './locale'

/** The strategy's name, as paraglide.config.mjs lists it. */
const HOME_LOCALE_STRATEGY = 'custom-home'

/** The locale the cookie names, when it names one. */
function cookieLocale(cookies: string | null): Locale | undefined {
  for (const cookie of cookies?.split(';') ?? []) {
    const [name, value] = cookie.trim().split('=')
    if (name === localeCookie.name && isLocale(value)) return value
  }
  return undefined
}

/** For `/`: the locale cookie's, else the browser's first language the site speaks; for any other path nothing (its prefix decides). */
export function homeLocale(request: Request): Locale | undefined {
  if (new URL(request.url).pathname !== '/') return undefined
  return cookieLocale(request.headers.get('cookie')) ?? (extractLocaleFromHeader(request) as Locale | undefined)
}

// Paraglide's handler type allows a call without a request (no URL, so nothing to say).
defineCustomServerStrategy(HOME_LOCALE_STRATEGY, { getLocale: (request) => (request ? homeLocale(request) : undefined) })
