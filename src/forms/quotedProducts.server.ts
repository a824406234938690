/**
 * The cabinets of a quote for several, named and linked from the catalogue the site serves, never from what the form
 * says; a slug no product has any more is left out.
 */
import type { Locale } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { siteUrl } from '#src/i18n/sites.ts'
import type { QuotedProduct } from '#src/leads/quotedProducts.ts'
import { loadEnv } from '#src/server/env.server.ts'

export async function resolveQuotedProducts(locale: Locale, slugs: readonly string[]): Promise<QuotedProduct[]> {
  const feed = await productFeed().shown(locale)
  return slugs.flatMap((slug) => {
    const product = feed.find((p) => p.slug === slug)
    return product ? [{ name: product.name, slug, url: siteUrl(loadEnv().sites, publicPath('/product/$slug', locale, { slug })) }] : []
  })
}
