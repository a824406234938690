/**
 * The language of a request and the redirects languages make (docs/decisions/0066): Paraglide's server strategies
 * (paraglide.config.mjs) ask `requestLocale`; the server asks `localeRedirect` before rendering. Replaces Paraglide's
 * `url` strategy, which knows one host only and builds URLPattern objects per request (docs/decisions/0060).
 */
import { defaultLocale, type Locale } from '#app-config'
import { defineCustomServerStrategy } from '#src/paraglide/runtime.js'
import { homeLocale, homeNegotiates } from './homeLocale.server'
import { localeFromPathname, localePrefix } from './locale'
import { loadEnv } from '#src/platform/env.server.ts'
import { movedTo, prefixedPath, type Sites } from './sites'

/** The language a request renders in: its address's (prefix, or the domain it came to). */
export function addressLocale(url: URL, sites: Sites): Locale {
  return localeFromPathname(prefixedPath(sites, url.host, url.pathname))
}

/**
 * A permanent redirect to the host a path's language is served on; for a document request of `/` that answers by the
 * visitor, a temporary one to the visitor's language (query kept: an ad's click id). Undefined: render it here.
 */
export function localeRedirect(request: Request, sites: Sites): Response | undefined {
  const url = new URL(request.url)
  const moved = movedTo(sites, url)
  if (moved) return new Response(null, { status: 301, headers: { Location: moved } })
  if (!homeNegotiates(sites, url) || request.headers.get('Sec-Fetch-Dest') !== 'document') return undefined
  const locale = homeLocale(request, sites)
  if (!locale || locale === defaultLocale) return undefined
  return new Response(null, { status: 307, headers: { Location: localePrefix(locale) + url.search } })
}

// Paraglide's server strategy, named in paraglide.config.mjs: defined when this module is first imported (the server's
// render, the spec sheets' maker). Its handler type allows a call without a request (no address, so nothing to say).
defineCustomServerStrategy('custom-address', {
  getLocale: (request) => (request ? addressLocale(new URL(request.url), loadEnv().sites) : undefined),
})
