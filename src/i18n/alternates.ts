import { localeCookie, locales, type Locale } from '#app-config'
import { matchPublicPath, publicPath } from './rewrite'

/** Slug of the same item in each language, returned by the loaders of pages with a slug. */
export type SlugAlternates = Partial<Record<Locale, string>>

/**
 * The public URL of the page at `pathname` in `target`. Pages with a slug use the item's slug in
 * that language when known, else the same slug (single-language stores use one slug).
 */
export function counterpartPath(pathname: string, target: Locale, alternates?: SlugAlternates): string {
  const match = matchPublicPath(pathname)
  if (!match) return publicPath('/', target)
  // A page without a slug has no `$slug` in its pattern: publicPath leaves out whatever slug it is given.
  return publicPath(match.page, target, { slug: alternates?.[target] ?? match.slug })
}

export const otherLocales = (current: Locale) => locales.filter((l) => l.code !== current)

/** Remembers the visitor's language for a year (SPEC section 4), before navigating to it. */
export function rememberLocale(locale: Locale) {
  const maxAge = localeCookie.lifetimeDays * 24 * 60 * 60
  document.cookie = `${localeCookie.name}=${locale}; path=/; max-age=${maxAge}; SameSite=Lax`
}
