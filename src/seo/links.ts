import { defaultLocale, locales, type Locale } from '#app-config'
import type { SlugAlternates } from '#src/i18n/alternates.ts'
import { counterpartPath } from '#src/i18n/alternates.ts'
import { localeFromPathname } from '#src/i18n/locale.ts'
import { matchPublicPath } from '#src/i18n/rewrite.ts'
import { unindexedPages, type StaticPath } from '#src/i18n/routes.ts'

/** Canonical and hreflang links; an item with no version in a language gets no link for it. The canonical URL has no
 * query; the counterparts carry the page's query as each language writes it, so they name the same page. */
export function seoLinks(
  publicUrl: string,
  pathname: string,
  alternates?: SlugAlternates,
  languageSearch?: Partial<Record<Locale, string>>,
) {
  const current = localeFromPathname(pathname)
  const links: Array<{ rel: string; href: string; hrefLang?: string }> = [{ rel: 'canonical', href: publicUrl + pathname }]
  const hasSlug = alternates !== undefined
  for (const locale of locales) {
    if (hasSlug && locale.code !== current && !alternates[locale.code]) continue
    const href =
      publicUrl +
      (locale.code === current ? pathname : counterpartPath(pathname, locale.code, alternates)) +
      (languageSearch?.[locale.code] ?? '')
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
