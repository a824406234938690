/** The comparison's one call to the server: the products a link names, from the feed every page reads. */
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { comparison, localeCodes, type Locale } from '#app-config'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { validInput } from '#src/lib/serverFnInput.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { pickProducts, toCompared, type Comparison } from './comparison'
import { MAX_CANDIDATES } from './selection'

const ComparisonInput = v.object({
  locale: v.picklist(localeCodes),
  slugs: v.pipe(v.array(v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))), v.maxLength(MAX_CANDIDATES)),
})

export const fetchComparison = createServerFn({ method: 'GET' })
  .validator(validInput(ComparisonInput))
  .handler(async ({ data }): Promise<Comparison> => {
    const feed = await productFeed().shown(data.locale)
    const bySlug = new Map(feed.map((product) => [product.slug, product]))
    const picked = pickProducts(data.slugs, (slug) => bySlug.get(slug), comparison.maxProducts)
    const alternates: Partial<Record<Locale, string[]>> = {}
    for (const locale of localeCodes) {
      // Each product as that language's pages show it (its translation, or itself where it has none).
      const versions = await Promise.all(picked.products.map((product) => productFeed().versionIn(product, locale)))
      alternates[locale] = versions.flatMap((version) => (version ? [version.slug] : []))
    }
    return { products: picked.products.map(toCompared), unknown: picked.unknown, overflow: picked.overflow, alternates }
  })

const PicksInput = v.object({
  locale: v.picklist(localeCodes),
  picks: v.pipe(
    v.array(v.object({ locale: v.picklist(localeCodes), slug: v.pipe(v.string(), v.regex(URL_SLUG_PATTERN)) })),
    v.maxLength(comparison.maxProducts),
  ),
})

/** Picks keep the language they were made in: these are the same products in the page's language now, in order
 * (one the language lacks is left out). */
export const translatePicks = createServerFn({ method: 'GET' })
  .validator(validInput(PicksInput))
  .handler(async ({ data }) => {
    const target = await productFeed().shown(data.locale)
    const translated = await Promise.all(
      data.picks.map(async (pick) => {
        const product = (await productFeed().shown(pick.locale)).find((p) => p.slug === pick.slug)
        const match = product && (await productFeed().versionIn(product, data.locale))
        return match && target.includes(match) ? [{ slug: match.slug, name: match.name, locale: data.locale }] : []
      }),
    )
    return translated.flat()
  })
