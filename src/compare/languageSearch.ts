import { localeCodes, type Locale } from '#app-config'
import type { Comparison } from './comparison'
import type { CompareSearch } from './search'
import { PRODUCTS_PARAM } from './selection'

/** The same comparison in each language, for the language switch; undefined when the address asked for none. */
export function languageSearch(result: Pick<Comparison, 'alternates'>, search: CompareSearch): Partial<Record<Locale, string>> | undefined {
  if (search.products === undefined) return undefined
  const bySearch: Partial<Record<Locale, string>> = {}
  for (const locale of localeCodes) {
    const params = new URLSearchParams({ [PRODUCTS_PARAM]: (result.alternates[locale] ?? []).join(',') })
    if (search.differences) params.set('differences', search.differences)
    bySearch[locale] = `?${params.toString().replace(/%2C/g, ',')}`
  }
  return bySearch
}
