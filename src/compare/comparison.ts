/**
 * What the comparison page receives from the server: the products it compares (only what the page shows,
 * not their descriptions), what the link asked for that could not be shown, and the same selection in each
 * language for the language switch. Shared by the server function and the page.
 */
import type { Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import type { FactSource } from '#src/catalogue/productFacts.ts'

export type ComparedProduct = Pick<Product, 'id' | 'slug' | 'name' | 'category' | 'image' | 'datasheetUrl'> & FactSource

export type Comparison = {
  /** At most `comparison.maxProducts`, in the order of the link. */
  products: ComparedProduct[]
  /** Slugs of the link that name no product of this language. */
  unknown: number
  /** Products the link names past the limit: left out. */
  overflow: number
  /** The slugs of the same products in each language that has them (the language switch keeps the selection). */
  alternates: Partial<Record<Locale, string[]>>
}

export const emptyComparison: Comparison = { products: [], unknown: 0, overflow: 0, alternates: {} }

/** The part of a product the comparison shows. */
export function toCompared(product: Product): ComparedProduct {
  const {
    id,
    slug,
    name,
    category,
    image,
    datasheetUrl,
    temperature,
    coolingSystem,
    door,
    capacity,
    colours,
    specs,
    transport,
    customization,
    overall,
  } = product
  return {
    id,
    slug,
    name,
    category,
    image,
    ...(datasheetUrl ? { datasheetUrl } : {}),
    temperature,
    coolingSystem,
    door,
    capacity,
    colours,
    specs,
    transport,
    customization,
    ...(overall ? { overall } : {}),
  }
}

/**
 * Picks the products a link names, in its order: slugs no product has are counted as unknown, and
 * products past `max` as overflow. Pure: the server function feeds it the language's feed.
 */
export function pickProducts<P extends { slug: string }>(
  slugs: readonly string[],
  find: (slug: string) => P | undefined,
  max: number,
): { products: P[]; unknown: number; overflow: number } {
  const products: P[] = []
  let unknown = 0
  let overflow = 0
  for (const slug of slugs) {
    const product = find(slug)
    if (!product) unknown++
    else if (products.length < max) products.push(product)
    else overflow++
  }
  return { products, unknown, overflow }
}
