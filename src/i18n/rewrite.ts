/** Public paths (Italian slugs under `/it`) <-> the router's internal ones (English slugs, `/it` kept so the
 * `locale` param stays typed), from the one table in `routes.ts`. */
import { defaultLocale, type Locale } from '#app-config'
import { localeAndSegments, localePrefix } from './locale'
import { matchSegments, split } from './segments'
import { italianPaths, routeNameOf, type PagePath, type RouteName } from './routes'

type Pattern = { english: string[]; italian: string[] }

// Longest patterns first, static segments before `$slug`, so that the most specific one wins.
const patterns: Pattern[] = Object.entries(italianPaths)
  .map(([english, italian]) => ({ english: split(english), italian: split(italian) }))
  .sort((a, b) => b.english.length - a.english.length)

function fill(pattern: string[], params: Record<string, string>): string {
  return '/' + pattern.map((p) => (p.startsWith('$') ? params[p] : p)).join('/')
}

function translate(segments: string[], from: 'english' | 'italian'): string | null {
  const to = from === 'english' ? 'italian' : 'english'
  // A path that is already in the target form stays as it is (e.g. `/it/cookies`).
  for (const pattern of patterns) {
    const params = matchSegments(pattern[from], segments)
    if (params) return fill(pattern[to], params)
  }
  return null
}

export const routerRewrite = {
  input: ({ url }: { url: URL }) => {
    url.pathname = publicToInternal(url.pathname)
    return url
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = internalToPublic(url.pathname)
    return url
  },
}

/** Public `/it/chi-siamo` -> internal `/it/about-us`. Other paths are returned unchanged. */
export function publicToInternal(pathname: string): string {
  const { locale, segments } = localeAndSegments(pathname)
  if (locale === defaultLocale) return pathname
  const translated = translate(segments, 'italian')
  return translated === null ? pathname : localePrefix(locale) + (translated === '/' ? '' : translated)
}

/** Internal `/it/about-us` -> public `/it/chi-siamo`. Other paths are returned unchanged. */
export function internalToPublic(pathname: string): string {
  const { locale, segments } = localeAndSegments(pathname)
  if (locale === defaultLocale) return pathname
  const translated = translate(segments, 'english')
  return translated === null ? pathname : localePrefix(locale) + (translated === '/' ? '' : translated)
}

/** (`/product/$slug`, it, {slug}) -> `/it/prodotto/{slug}`; slugs are inserted as given (each language has its own). */
export function publicPath(page: PagePath, locale: Locale, params: { slug?: string } = {}): string {
  const pattern = split(locale === 'it' ? italianPaths[page] : page)
  const path = fill(pattern, { $slug: encodeURIComponent(params.slug ?? '') })
  return localePrefix(locale) + (path === '/' && locale !== defaultLocale ? '' : path)
}

export function matchPublicPath(pathname: string): { page: PagePath; locale: Locale; slug?: string } | null {
  const { locale, segments } = localeAndSegments(pathname)
  for (const pattern of patterns) {
    const params = matchSegments(locale === 'it' ? pattern.italian : pattern.english, segments)
    if (params) {
      const page = fill(pattern.english, { $slug: '$slug' }) as PagePath
      const slug = params.$slug === undefined ? undefined : decodeURIComponent(params.$slug)
      return slug === undefined ? { page, locale } : { page, locale, slug }
    }
  }
  return null
}

/** The route name of the page at a public pathname, or undefined when no page matches (the not-found view). */
export function routeNameAt(pathname: string): RouteName | undefined {
  const match = matchPublicPath(pathname)
  return match ? routeNameOf(match.page) : undefined
}
