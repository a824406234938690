/** The comparison page's query, read leniently: anything but `products` and `differences=only` is dropped. */
import { PRODUCTS_PARAM, queryText } from './selection'

export type CompareSearch = { products?: string; differences?: 'only' }

export function compareSearch(search: Record<string, unknown>): CompareSearch {
  const out: CompareSearch = {}
  if (search[PRODUCTS_PARAM] !== undefined) out.products = queryText(search[PRODUCTS_PARAM])
  if (search.differences === 'only') out.differences = 'only'
  return out
}
