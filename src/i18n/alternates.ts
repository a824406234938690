import { localeCookie, locales, type Locale } from '#app-config'
import { matchPublicPath, publicPath } from './rewrite'

/** Slug of the same item in each language, returned by the loaders of pages with a slug. */
export type SlugAlternates = Partial<Record<Locale, string>>

export type PageAlternates = {
  alternates?: SlugAlternates
  /** The query of the same page in each language, where it names things in words of its language (search, comparison). */
  languageSearch?: Partial<Record<Locale, string>>
  /** The language of the item's text when the page's language has none of its own (an honest fallback). */
  shownIn?: Locale
}

/** Without the item's slug in `target`, the same slug (single-language stores use one). */
export function counterpartPath(pathname: string, target: Locale, alternates?: SlugAlternates): string {
  const match = matchPublicPath(pathname)
  // Unknown, or a page of its own with no version in that language (decision 0069): that language's home page.
  if (!match || (match.page === '/$slug' && !alternates?.[target])) return publicPath('/', target)
  // A page without a slug has no `$slug` in its pattern: publicPath leaves out whatever slug it is given.
  return publicPath(match.page, target, { slug: alternates?.[target] ?? match.slug })
}

export const otherLocales = (current: Locale) => locales.filter((l) => l.code !== current)

export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice'

/** Remembers the language picked with the switch (docs/specification.md §7). Inline, on the document: a tap before
 * the page's scripts run (after the first paint, decision 0061) must count too, or `/` goes on answering English. */
export function rememberLocaleChoiceScript(): string {
  const maxAge = localeCookie.lifetimeDays * 24 * 60 * 60
  const codes = JSON.stringify(locales.map((l) => l.code))
  return (
    `document.addEventListener('click',function(e){` +
    `var a=e.target instanceof Element?e.target.closest('a[${LOCALE_CHOICE_ATTRIBUTE}]'):null,l=a&&a.getAttribute('${LOCALE_CHOICE_ATTRIBUTE}');` +
    `if(l&&${codes}.indexOf(l)>=0)document.cookie='${localeCookie.name}='+l+'; path=/; max-age=${maxAge}; SameSite=Lax'})`
  )
}
