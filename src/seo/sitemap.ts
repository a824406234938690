/** The sitemaps: each host's lists the pages of the languages served there, each with its `xhtml:link` alternates on
 * their own hosts (pure). */
import { defaultLocale, locales, type Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pagePaths, unindexedPages, type SlugPath, type StaticPath } from '#src/i18n/routes.ts'
import type { SlugAlternates } from '#src/i18n/alternates.ts'
import { originOf, rootLocaleOf, siteUrl, type Sites } from '#src/i18n/sites.ts'

/** An item with a slug, in the languages it has a version in (a language showing another's text has none). */
export type SitemapItem = { page: SlugPath; alternates: SlugAlternates }

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The languages whose pages a host's sitemap lists: a language's own domain has its language; any other host, the
 * languages of the default origin. */
export function sitemapLocales(sites: Sites, host: string): Locale[] {
  const root = rootLocaleOf(sites, host)
  return root ? [root] : locales.map((l) => l.code).filter((code) => originOf(sites, code) === sites.origin)
}

function entry(sites: Sites, listed: readonly Locale[], hrefs: Array<{ lang: Locale; href: string }>): string[] {
  const xDefault = hrefs.find((h) => h.lang === defaultLocale)
  const links = [...hrefs, ...(xDefault ? [{ lang: 'x-default', href: xDefault.href }] : [])].map(
    (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(siteUrl(sites, alt.href))}"/>`,
  )
  return hrefs
    .filter(({ lang }) => listed.includes(lang))
    .map(({ href }) => `  <url>\n    <loc>${escapeXml(siteUrl(sites, href))}</loc>\n${links.join('\n')}\n  </url>`)
}

/**
 * `hidden`: pages an editor keeps out of search engines, as `{locale}:{path}` (`it:/chi-siamo`): their address is
 * left out, and so are the links to it from the other languages' entries.
 */
export function buildSitemap(
  sites: Sites,
  listed: readonly Locale[],
  items: SitemapItem[],
  hidden: ReadonlySet<string> = new Set(),
): string {
  const urls: string[] = []
  const staticPages = pagePaths.filter((p): p is StaticPath => !p.includes('$slug') && !unindexedPages.includes(p as StaticPath))
  for (const page of staticPages)
    urls.push(
      ...entry(
        sites,
        listed,
        locales.map((l) => ({ lang: l.code, href: publicPath(page, l.code) })).filter(({ lang, href }) => !hidden.has(`${lang}:${href}`)),
      ),
    )
  for (const item of items) {
    const hrefs = locales.flatMap((l) => {
      const slug = item.alternates[l.code]
      return slug ? [{ lang: l.code, href: publicPath(item.page, l.code, { slug }) }] : []
    })
    urls.push(...entry(sites, listed, hrefs))
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

type LinkedProduct = Pick<Product, 'id' | 'slug' | 'translations'>

/** Products linked by the store's translation ids; one no earlier language links to gets an item of its own. */
export function productSitemapItems(byLocale: Record<Locale, ReadonlyArray<LinkedProduct>>): SitemapItem[] {
  const listed = new Set<string>()
  const items: SitemapItem[] = []
  for (const { code: locale } of locales) {
    for (const product of byLocale[locale]) {
      if (listed.has(`${locale}:${product.id}`)) continue
      const alternates: SlugAlternates = {}
      for (const { code: other } of locales) {
        const id = other === locale ? product.id : product.translations[other]
        const match = byLocale[other].find((p) => p.id === id)
        if (!match || listed.has(`${other}:${match.id}`)) continue
        alternates[other] = match.slug
        listed.add(`${other}:${match.id}`)
      }
      items.push({ page: '/product/$slug', alternates })
    }
  }
  return items
}
