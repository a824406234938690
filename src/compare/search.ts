/**
 * The comparison page's query: `products` (CONTRACT.md) and `differences=only`. Read leniently (the route's
 * `validateSearch`): anything else is dropped, nothing is an error.
 */
import { PRODUCTS_PARAM, queryText } from './selection'

export type CompareSearch = { products?: string; differences?: 'only' }

export function compareSearch(search: Record<string, unknown>): CompareSearch {
  const out: CompareSearch = {}
  if (search[PRODUCTS_PARAM] !== undefined) out.products = queryText(search[PRODUCTS_PARAM])
  if (search.differences === 'only') out.differences = 'only'
  return out
}
