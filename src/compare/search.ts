/**
 * The comparison page's query: `products` (CONTRACT.md) and `differences=only`. Read leniently (the route's
 * `validateSearch`): anything else is dropped, nothing is an error.
 */
import { localeCodes, type Locale } from '#app-config'
import type { Comparison } from './comparison'
import { PRODUCTS_PARAM, queryText, slugListValue } from './selection'

export type CompareSearch = { products?: string; differences?: 'only' }

export function compareSearch(search: Record<string, unknown>): CompareSearch {
  const out: CompareSearch = {}
  if (search[PRODUCTS_PARAM] !== undefined) out.products = queryText(search[PRODUCTS_PARAM])
  if (search.differences === 'only') out.differences = 'only'
  return out
}

/**
 * The query of the same comparison in each language (the language switch keeps the selection): the slugs of
 * the same products there. Undefined when the address asked for no products (the switch keeps it as it is).
 */
export function languageSearch(result: Pick<Comparison, 'alternates'>, search: CompareSearch): Partial<Record<Locale, string>> | undefined {
  if (search.products === undefined) return undefined
  const bySearch: Partial<Record<Locale, string>> = {}
  for (const locale of localeCodes) {
    const params = new URLSearchParams({ [PRODUCTS_PARAM]: slugListValue(result.alternates[locale] ?? []) })
    if (search.differences) params.set('differences', search.differences)
    bySearch[locale] = `?${params.toString().replace(/%2C/g, ',')}`
  }
  return bySearch
}
