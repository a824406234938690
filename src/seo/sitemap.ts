/** The sitemap: every page in every language with its `xhtml:link` alternates (pure). */
import { defaultLocale, locales, type Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { italianPaths, unindexedPages, type SlugPath, type StaticPath } from '#src/i18n/routes.ts'
import type { SlugAlternates } from '#src/i18n/alternates.ts'

export type SitemapItem = { page: SlugPath; alternates: SlugAlternates }

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function entry(publicUrl: string, hrefs: Array<{ lang: string; href: string }>): string[] {
  return hrefs.map(({ href }) => {
    const links = hrefs.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeXml(publicUrl + alt.href)}"/>`)
    const xDefault = hrefs.find((h) => h.lang === defaultLocale)
    if (xDefault) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(publicUrl + xDefault.href)}"/>`)
    return `  <url>\n    <loc>${escapeXml(publicUrl + href)}</loc>\n${links.join('\n')}\n  </url>`
  })
}

/**
 * `hidden`: pages an editor keeps out of search engines, as `{locale}:{path}` (`it:/chi-siamo`): their address is
 * left out, and so are the links to it from the other languages' entries.
 */
export function buildSitemap(publicUrl: string, items: SitemapItem[], hidden: ReadonlySet<string> = new Set()): string {
  const urls: string[] = []
  const staticPages = (Object.keys(italianPaths) as Array<keyof typeof italianPaths>).filter(
    (p): p is StaticPath => !p.includes('$slug') && !unindexedPages.includes(p as StaticPath),
  )
  for (const page of staticPages)
    urls.push(
      ...entry(
        publicUrl,
        locales.map((l) => ({ lang: l.code, href: publicPath(page, l.code) })).filter(({ lang, href }) => !hidden.has(`${lang}:${href}`)),
      ),
    )
  for (const item of items) {
    const hrefs = locales.flatMap((l) => {
      const slug = item.alternates[l.code]
      return slug ? [{ lang: l.code, href: publicPath(item.page, l.code, { slug }) }] : []
    })
    urls.push(...entry(publicUrl, hrefs))
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
