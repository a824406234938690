import { localeCookie, locales, type Locale } from '#app-config'
import { matchPublicPath, publicPath } from './rewrite'

/** Slug of the same item in each language, returned by the loaders of pages with a slug. */
export type SlugAlternates = Partial<Record<Locale, string>>

/** What a page's loader may give about its counterparts in the other languages (the language switch, hreflang). */
export type PageAlternates = {
  /** The slug of the same item in each language (pages with a slug). */
  alternates?: SlugAlternates
  /** The query of the same page in each language, where it names things in words of its language (search, comparison). */
  languageSearch?: Partial<Record<Locale, string>>
}

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

/** The attribute of a language-switch link naming the language it switches to. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice'

/**
 * An inline script for the page's HTML that remembers the language a visitor picks with the switch, for a year
 * (SPEC section 4): a click listener on the document, so a tap on the switch before the page's scripts have
 * run (they start after the first paint, decision 0012) is remembered too. A listener of the hydrated page came
 * too late for that tap: the visitor reached the Italian page, but `/` went on answering in English. Only the
 * site's languages are written; the click goes on to the other page as any link's does.
 */
export function rememberLocaleChoiceScript(): string {
  const maxAge = localeCookie.lifetimeDays * 24 * 60 * 60
  const codes = JSON.stringify(locales.map((l) => l.code))
  return (
    `document.addEventListener('click',function(e){` +
    `var a=e.target instanceof Element?e.target.closest('a[${LOCALE_CHOICE_ATTRIBUTE}]'):null,l=a&&a.getAttribute('${LOCALE_CHOICE_ATTRIBUTE}');` +
    `if(l&&${codes}.indexOf(l)>=0)document.cookie='${localeCookie.name}='+l+'; path=/; max-age=${maxAge}; SameSite=Lax'})`
  )
}
