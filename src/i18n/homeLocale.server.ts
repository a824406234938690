/** The language of `/`, the one page without it in its address (docs/specification.md §3): the locale cookie, then the
 * browser's. Only languages served on the same host are offered: a language's own domain needs no cookie (its host
 * says it), and `/` never sends a visitor to another host, where a choice made here could not be remembered. */
import { defaultLocale, localeCodes, localeCookie, type Locale } from '#app-config'
import { isLocale } from './locale'
import { originOf, rootLocaleOf, type Sites } from './sites'

function cookieLocale(cookies: string | null): Locale | undefined {
  for (const cookie of cookies?.split(';') ?? []) {
    const [name, value] = cookie.trim().split('=')
    if (name === localeCookie.name && isLocale(value)) return value
  }
  return undefined
}

/** The languages of `Accept-Language`, most wanted first (`de-DE` counts as `de`; `q=0` means not wanted). */
export function browserLocales(header: string | null): Locale[] {
  const wanted = (header ?? '')
    .split(',')
    .slice(0, 32)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? '1',
      )
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order }
    })
    .filter((w) => w.q > 0 && isLocale(w.code))
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return [...new Set(wanted.map((w) => w.code as Locale))]
}

/** Whether `/` on this host answers by the visitor (a cookie, the browser): only on the default origin, and only when
 * another language is served there too. */
export function homeNegotiates(sites: Sites, url: URL): boolean {
  if (url.pathname !== '/' || rootLocaleOf(sites, url.host)) return false
  return localeCodes.some((locale) => locale !== defaultLocale && originOf(sites, locale) === sites.origin)
}

/** For `/` on the default origin: the locale cookie's, else the browser's first language served there; for any other
 * path or host nothing (the address decides). */
export function homeLocale(request: Request, sites: Sites): Locale | undefined {
  const url = new URL(request.url)
  if (url.pathname !== '/' || rootLocaleOf(sites, url.host)) return undefined
  const servedHere = (locale: Locale) => originOf(sites, locale) === sites.origin
  const cookie = cookieLocale(request.headers.get('cookie'))
  if (cookie && servedHere(cookie)) return cookie
  return browserLocales(request.headers.get('accept-language')).find(servedHere)
}
