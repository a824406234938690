/** What the comparison page receives from the server: only what it shows of each product (no descriptions). */
import type { Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import type { FactSource } from '#src/catalogue/productFacts.ts'

export type ComparedProduct = Pick<Product, 'id' | 'slug' | 'name' | 'category' | 'image' | 'datasheetUrl'> & FactSource

export type Comparison = {
  products: ComparedProduct[]
  /** Slugs of the link that name no product of this language. */
  unknown: number
  overflow: number
  /** The slugs of the same products in each language that has them (the language switch keeps the selection). */
  alternates: Partial<Record<Locale, string[]>>
}

export const emptyComparison: Comparison = { products: [], unknown: 0, overflow: 0, alternates: {} }

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

/** The products a link names, in its order; slugs no product has count as unknown, those past `max` as overflow. */
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
