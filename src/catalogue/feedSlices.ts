/** The parts of the feed a page shows: its HTML carries only that part (decision 0060); the browser derives the
 * same part from the whole feed once it has it. */
import type { Category } from '#app-config'
import type { ProductSummary } from './product'

export const RELATED_PRODUCTS = 3

export const collectionProducts = (feed: ProductSummary[], category: Category): ProductSummary[] =>
  feed.filter((p) => p.category === category)

export function relatedProducts(feed: ProductSummary[], slug: string): ProductSummary[] {
  const product = feed.find((p) => p.slug === slug)
  if (!product) return []
  return feed.filter((p) => p.category === product.category && p.slug !== slug).slice(0, RELATED_PRODUCTS)
}
