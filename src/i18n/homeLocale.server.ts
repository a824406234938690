/** The language of `/`, the one page without it in its URL (docs/specification.md §3): the locale cookie, then the
 * browser's. Paraglide's route strategies would build URLPattern objects per URL (docs/decisions/0060). */
import { localeCookie, type Locale } from '#app-config'
import { defineCustomServerStrategy, extractLocaleFromHeader } from '#src/paraglide/runtime.js'
import { isLocale } from './locale'

const HOME_LOCALE_STRATEGY = 'custom-home'

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
