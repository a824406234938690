/**
 * The cabinets of a quote, named and linked from the catalogue the site serves, never from what the form says: a quote
 * for several by their slugs (one no product has any more is left out), a product page's by the page it came from, and
 * the contact page's (`?product=`, the path from a product page without JavaScript) only when it is a cabinet's own name.
 */
import type { Locale } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { matchPublicPath, publicPath } from '#src/i18n/rewrite.ts'
import { siteUrl } from '#src/i18n/sites.ts'
import type { QuotedProduct } from '#src/leads/quotedProducts.ts'
import { loadEnv } from '#src/platform/env.server.ts'

export async function resolveQuotedProducts(locale: Locale, slugs: readonly string[]): Promise<QuotedProduct[]> {
  // What the page showed: a language's own cabinets and, as their fallback, the default language's (decision 0066).
  const feed = await productFeed().shown(locale)
  return slugs.flatMap((slug) => {
    const product = feed.find((p) => p.slug === slug)
    return product ? [{ name: product.name, slug, url: siteUrl(loadEnv().sites, publicPath('/product/$slug', locale, { slug })) }] : []
  })
}

/**
 * The catalogue's name of the one cabinet a quote is for: the product page it came from, or else a cabinet whose name
 * the form's text is, letter for letter but for case and spaces; nothing otherwise (a stranger's words never pass).
 */
export async function quotedProductName(path: string, text: string, locale: Locale): Promise<string | undefined> {
  const page = matchPublicPath(path.split(/[?#]/)[0]!)
  if (page?.page === '/product/$slug' && page.slug) {
    return (await productFeed().shown(page.locale)).find((p) => p.slug === page.slug)?.name
  }
  const wanted = text.trim().toLocaleLowerCase(locale)
  return (await productFeed().shown(locale)).find((p) => p.name.toLocaleLowerCase(locale) === wanted)?.name
}
