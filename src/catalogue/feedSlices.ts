/**
 * The parts of the feed a page shows: a collection's cabinets, or a product's related ones. Pages that show a part
 * send only that part with their HTML (decision 0040); the browser derives the same part from the whole feed once
 * it has it.
 */
import type { Category } from '#app-config'
import type { ProductSummary } from './product'

/** How many cabinets of its collection a product page shows beside it. */
export const RELATED_PRODUCTS = 3

/** The cabinets of one collection, in the feed's order. */
export const collectionProducts = (feed: ProductSummary[], category: Category): ProductSummary[] =>
  feed.filter((p) => p.category === category)

/** Up to RELATED_PRODUCTS other cabinets of the product's collection, in the feed's order; none for a slug the feed lacks. */
export function relatedProducts(feed: ProductSummary[], slug: string): ProductSummary[] {
  const product = feed.find((p) => p.slug === slug)
  if (!product) return []
  return feed.filter((p) => p.category === product.category && p.slug !== slug).slice(0, RELATED_PRODUCTS)
}
