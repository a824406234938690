/** Public paths (each language's slugs under its prefix) <-> the router's internal ones (the default language's slugs,
 * the prefix kept so the `locale` param stays typed), from the one table in `routes.ts`. These are the paths of the
 * prefix mode; a language on its own domain drops its prefix on the way out (src/i18n/sites.ts). */
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { localeAndSegments, localePrefix } from './locale'
import { matchSegments, split } from './segments'
import { pagePaths, pathIn, routeNameOf, type PagePath, type RouteName } from './routes'

type Pattern = { page: PagePath; segments: Record<Locale, string[]> }

// Longest patterns first, static segments before `$slug`, so that the most specific one wins.
const patterns: Pattern[] = pagePaths
  .map((page) => ({ page, segments: Object.fromEntries(localeCodes.map((l) => [l, split(pathIn(l, page))])) as Record<Locale, string[]> }))
  .sort((a, b) => b.segments[defaultLocale].length - a.segments[defaultLocale].length)

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

function retranslate(pathname: string, direction: 'in' | 'out'): string {
  const { locale, segments } = localeAndSegments(pathname)
  if (locale === defaultLocale) return pathname
  const [from, to]: [Locale, Locale] = direction === 'in' ? [locale, defaultLocale] : [defaultLocale, locale]
  const translated = translate(segments, from, to)
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
  const { locale, segments } = localeAndSegments(pathname)
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
