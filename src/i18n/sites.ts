/**
 * Where each language is served (docs/decisions/0066): every language on the default origin (PUBLIC_URL) under its
 * prefix, except those given a domain of their own (LOCALE_DOMAINS), which are served at that domain's root. The site
 * works on prefixed paths (`/it/chi-siamo`) throughout; this module turns them into addresses and back. Pure.
 */
import { defaultLocale, localeCodes, type Locale, type PrefixedLocale } from '#app-config'
import { isServerFnPath } from '#src/framework/serverFunctions.ts'
import { localeFromPathname, localePrefix } from './locale'

export type Sites = {
  /** The default origin (PUBLIC_URL): the default language's, and every language's without a domain. */
  origin: string
  /** The origin of each language served from a domain of its own, e.g. `{ it: 'https://lumera.it' }`. */
  domains: Partial<Record<PrefixedLocale, string>>
}

export function isSites(value: unknown): value is Sites {
  if (typeof value !== 'object' || value === null) return false
  const { origin, domains } = value as Record<string, unknown>
  if (typeof origin !== 'string' || typeof domains !== 'object' || domains === null) return false
  return Object.entries(domains).every(
    ([code, o]) => code !== defaultLocale && (localeCodes as readonly string[]).includes(code) && typeof o === 'string',
  )
}

export const hasDomains = (sites: Sites) => Object.keys(sites.domains).length > 0

export function originOf(sites: Sites, locale: Locale): string {
  return (locale === defaultLocale ? undefined : sites.domains[locale]) ?? sites.origin
}

/** A Host header's name: lower case, without port or trailing dot (a cache in front may have taken them off already). */
const hostName = (host: string) => host.toLowerCase().replace(/\.?(:\d*)?$/, '')

/** The language served at the root of `host` (`lumera.it`), or undefined for the default origin and any unknown host. */
export function rootLocaleOf(sites: Sites, host: string): PrefixedLocale | undefined {
  const name = hostName(host)
  for (const code of localeCodes) {
    if (code === defaultLocale) continue
    const origin = sites.domains[code]
    if (origin && new URL(origin).hostname === name) return code
  }
  return undefined
}

/** A path and what follows it (query, fragment). */
function splitPath(path: string): [string, string] {
  const end = path.search(/[?#]/)
  return end < 0 ? [path, ''] : [path.slice(0, end), path.slice(end)]
}

/** A prefixed path (query and fragment kept) as written on its language's host: `/it/chi-siamo` is `/chi-siamo` where
 * Italian has a domain. */
export function pathOnHost(sites: Sites, path: string): string {
  const [pathname, rest] = splitPath(path)
  const locale = localeFromPathname(pathname)
  if (locale === defaultLocale || !sites.domains[locale]) return path
  return (pathname.slice(localePrefix(locale).length) || '/') + rest
}

/** The absolute address of a prefixed path (query and fragment kept): on its language's host. */
export function siteUrl(sites: Sites, path: string): string {
  return originOf(sites, localeFromPathname(splitPath(path)[0])) + pathOnHost(sites, path)
}

/** Whether a path is a page's: not the API, a server function or a file, which every host serves as they are. */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !isServerFnPath(pathname) && !/\.[a-z0-9]+$/i.test(pathname)
}

/** The prefixed path of a path requested on `host`: a language's domain serves its pages unprefixed. */
export function prefixedPath(sites: Sites, host: string, pathname: string): string {
  const root = rootLocaleOf(sites, host)
  return root && isPagePath(pathname) ? localePrefix(root) + (pathname === '/' ? '' : pathname) : pathname
}

/**
 * Where a request belongs when it came to the wrong host: a prefixed path of a language served elsewhere, its own
 * language's prefix on its own domain (`lumera.it/it/chi-siamo`), or the default language's `/en/...` on a language's
 * domain. Undefined when it is where it belongs; always undefined without domains (the prefix mode has one host). An
 * unknown host is answered as the default origin would be. Compares hosts, not schemes: TLS may end before the site.
 */
export function movedTo(sites: Sites, url: URL): string | undefined {
  if (!hasDomains(sites) || !isPagePath(url.pathname)) return undefined
  const here = rootLocaleOf(sites, url.host)
  const first = url.pathname.split('/')[1] ?? ''
  if (!(localeCodes as readonly string[]).includes(first)) return undefined
  const locale = first as Locale
  if (locale === defaultLocale) {
    // `/en/...` on the default origin is the router's own redirect to its unprefixed path.
    return here ? sites.origin + (url.pathname.slice(first.length + 1) || '/') + url.search : undefined
  }
  // A language of the default origin asked for there, or on a host the site does not know: answered where it is.
  if (!sites.domains[locale] && !here) return undefined
  return siteUrl(sites, url.pathname) + url.search
}
