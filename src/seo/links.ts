import { defaultLocale, locales, type Locale } from '#app-config'
import type { SlugAlternates } from '#src/i18n/alternates.ts'
import { counterpartPath } from '#src/i18n/alternates.ts'
import { localeFromPathname } from '#src/i18n/locale.ts'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import { unindexedPages, type StaticPath } from '#src/i18n/routes.ts'
import { siteUrl, type Sites } from '#src/i18n/sites.ts'

/**
 * Canonical and hreflang links, each on its language's host; an item with no version in a language gets no link for
 * it. The canonical URL has no query; the counterparts carry the page's query as each language writes it, so they name
 * the same page. An item shown in another language than the page's (`shownIn`: a text not yet translated) is that
 * language's page: its canonical is there, and the page's own language has no link (docs/decisions/0066).
 */
export function seoLinks(
  sites: Sites,
  pathname: string,
  alternates?: SlugAlternates,
  languageSearch?: Partial<Record<Locale, string>>,
  shownIn?: Locale,
) {
  const current = localeFromPathname(pathname)
  const hasSlug = alternates !== undefined
  const original = shownIn && shownIn !== current ? shownIn : undefined
  const canonical = original ? counterpartPath(pathname, original, alternates) : pathname
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [{ rel: 'canonical', href: siteUrl(sites, canonical) }]
  for (const locale of locales) {
    if (locale.code === current && original) continue
    if (hasSlug && locale.code !== current && !alternates[locale.code]) continue
    const href = siteUrl(
      sites,
      (locale.code === current ? pathname : counterpartPath(pathname, locale.code, alternates)) + (languageSearch?.[locale.code] ?? ''),
    )
    links.push({ rel: 'alternate', hrefLang: locale.code, href })
    if (locale.code === defaultLocale) links.push({ rel: 'alternate', hrefLang: 'x-default', href })
  }
  return links
}

/** `noindex, follow` for the pages of `unindexedPages` (public pathname), nothing for the others. */
export function robotsMeta(pathname: string): Array<{ name: string; content: string }> {
  const page = matchPublicPath(pathname)?.page
  return page && unindexedPages.includes(page as StaticPath) ? [{ name: 'robots', content: 'noindex, follow' }] : []
}
