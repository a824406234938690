import { defaultLocale } from '#app-config'
import type { ProductSummary } from './product'

/** A product of the feed for tests: every field set, each test naming only the ones it is about. */
export const productSummary = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 1,
  slug: 's',
  name: 'N',
  locale: defaultLocale,
  category: 'bakery',
  menuOrder: 0,
  summary: '',
  image: null,
  temperature: [],
  coolingSystem: [],
  door: [],
  capacity: [],
  colours: [],
  ...over,
})
