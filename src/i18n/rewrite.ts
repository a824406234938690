/** Public paths (each language's slugs under its prefix) <-> the router's internal ones (the default language's slugs,
 * the prefix kept so the `locale` param stays typed), from the one table in `routes.ts`. These are the paths of the
 * prefix mode; a language on its own domain drops its prefix on the way out (src/i18n/sites.ts). */
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { localeFromPathname, localePrefix } from './locale'
import { pagePaths, pathIn, routeNameOf, type PagePath, type RouteName } from './routes'

type Pattern = { page: PagePath; segments: Record<Locale, string[]> }

const split = (path: string) => path.split('/').filter(Boolean)

// Longest patterns first, static segments before `$slug`, so that the most specific one wins.
const patterns: Pattern[] = pagePaths
  .map((page) => ({ page, segments: Object.fromEntries(localeCodes.map((l) => [l, split(pathIn(l, page))])) as Record<Locale, string[]> }))
  .sort((a, b) => b.segments[defaultLocale].length - a.segments[defaultLocale].length)

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!
    const s = segments[i]!
    if (p.startsWith('$')) params[p] = s
    else if (p !== s) return null
  }
  return params
}

function fill(pattern: string[], params: Record<string, string>): string {
  return '/' + pattern.map((p) => (p.startsWith('$') ? params[p] : p)).join('/')
}

function translate(segments: string[], from: Locale, to: Locale): string | null {
  // A path that is already in the target form stays as it is (e.g. `/it/cookies`).
  for (const pattern of patterns) {
    const params = matchSegments(pattern.segments[from], segments)
    if (params) return fill(pattern.segments[to], params)
  }
  return null
}

function withoutPrefix(pathname: string, locale: Locale): string[] {
  const segments = split(pathname)
  return locale === defaultLocale ? segments : segments.slice(1)
}

function retranslate(pathname: string, direction: 'in' | 'out'): string {
  const locale = localeFromPathname(pathname)
  if (locale === defaultLocale) return pathname
  const [from, to]: [Locale, Locale] = direction === 'in' ? [locale, defaultLocale] : [defaultLocale, locale]
  const translated = translate(withoutPrefix(pathname, locale), from, to)
  return translated === null ? pathname : localePrefix(locale) + (translated === '/' ? '' : translated)
}

/** Public `/it/chi-siamo` -> internal `/it/about-us`. Other paths are returned unchanged. */
export function publicToInternal(pathname: string): string {
  return retranslate(pathname, 'in')
}

/** Internal `/it/about-us` -> public `/it/chi-siamo`. Other paths are returned unchanged. */
export function internalToPublic(pathname: string): string {
  return retranslate(pathname, 'out')
}

/** (`/product/$slug`, it, {slug}) -> `/it/prodotto/{slug}`; slugs are inserted as given (each language has its own). */
export function publicPath(page: PagePath, locale: Locale, params: { slug?: string } = {}): string {
  const path = fill(split(pathIn(locale, page)), { $slug: encodeURIComponent(params.slug ?? '') })
  return localePrefix(locale) + (path === '/' && locale !== defaultLocale ? '' : path)
}

export function matchPublicPath(pathname: string): { page: PagePath; locale: Locale; slug?: string } | null {
  const locale = localeFromPathname(pathname)
  const segments = withoutPrefix(pathname, locale)
  for (const pattern of patterns) {
    const params = matchSegments(pattern.segments[locale], segments)
    if (params) {
      const slug = params.$slug === undefined ? undefined : decodeURIComponent(params.$slug)
      return slug === undefined ? { page: pattern.page, locale } : { page: pattern.page, locale, slug }
    }
  }
  return null
}

/** The route name of the page at a public pathname, or undefined when no page matches (the not-found view). */
export function routeNameAt(pathname: string): RouteName | undefined {
  const match = matchPublicPath(pathname)
  return match ? routeNameOf(match.page) : undefined
}
