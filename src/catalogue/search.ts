/** The search page's filters (docs/specification.md §4), all in the URL: options of a facet are alternatives, facets
 * all apply. The server's index ranks the text query; this module filters and counts what it found, in its order. */
import { catalogue, categories, type Category } from '#app-config'
import { stringifySearch } from '#src/navigation/searchParams.ts'
import { significantSearch } from '#src/navigation/significantSearch.ts'
import type { ProductSummary } from './product'

export const facetKeys = ['category', 'temperature', 'cooling', 'door', 'capacity'] as const
export type FacetKey = (typeof facetKeys)[number]
/** The facets whose values are the store's words, in each language its own (the category is a key of the site's). */
export type WordFacet = Exclude<FacetKey, 'category'>
export const wordFacets = facetKeys.filter((key): key is WordFacet => key !== 'category')
type FacetField = 'temperature' | 'coolingSystem' | 'door' | 'capacity'

export const MAX_QUERY = 100
export const MAX_OPTION = 80
export const MAX_OPTIONS = 30
export const MAX_SHOWN = 1000

export type SearchParams = {
  q?: string
  category?: Category[]
  temperature?: string[]
  cooling?: string[]
  door?: string[]
  capacity?: string[]
  show?: number
}

// Plain functions, not a schema library: the route tree parses these params in every page's first load.

function textValue(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  return String(value).trim().slice(0, max) || undefined
}

function optionList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  const texts = items.map((item) => textValue(item, MAX_OPTION)).filter((item): item is string => !!item)
  return [...new Set(texts)].slice(0, MAX_OPTIONS)
}

/** Bad values are dropped, never an error page; empty ones are left out, so equal searches have equal URLs. */
export function parseSearchParams(input: unknown): SearchParams {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const clean: SearchParams = {}
  const q = textValue(raw.q, MAX_QUERY)
  if (q) clean.q = q
  for (const key of facetKeys) {
    let list = optionList(raw[key])
    if (key === 'category') list = list.filter((c) => (categories as readonly string[]).includes(c))
    if (list.length) (clean as Record<string, unknown>)[key] = list
  }
  const show = Number(textValue(raw.show, 10))
  if (Number.isInteger(show) && show >= 1 && show <= MAX_SHOWN) clean.show = show
  return clean
}

/** A search's query string as links and the page cache write it (names sorted, empty values left out). */
export const searchString = (params: SearchParams) => significantSearch(stringifySearch(params))

export const valuesOf: Record<FacetKey, (p: Pick<ProductSummary, 'category' | FacetField>) => readonly string[]> = {
  category: (p) => (p.category ? [p.category] : []),
  temperature: (p) => p.temperature,
  cooling: (p) => p.coolingSystem,
  door: (p) => p.door,
  capacity: (p) => p.capacity,
}

function matchesFacets(product: ProductSummary, params: SearchParams, except?: FacetKey): boolean {
  return facetKeys.every((key) => {
    if (key === except) return true
    const chosen = params[key]
    return !chosen || chosen.length === 0 || valuesOf[key](product).some((value) => chosen.some((wanted) => wanted === value))
  })
}

type FacetOption = { value: string; count: number; selected: boolean }
export type SearchResult<P extends ProductSummary = ProductSummary> = {
  products: P[]
  total: number
  shown: number
  facets: Record<FacetKey, FacetOption[]>
}

/** Filters `textMatches` (the query's products, best first) and counts what each facet option would give with the
 * other facets as they are. A chosen option no product has any more stays (with 0) so the visitor can untick it. */
export function searchProducts<P extends ProductSummary>(
  all: readonly P[],
  params: SearchParams,
  textMatches: readonly P[] = all,
  batchSize: number = catalogue.searchBatchSize,
): SearchResult<P> {
  const matching = textMatches.filter((p) => matchesFacets(p, params))
  const facets = {} as Record<FacetKey, FacetOption[]>
  for (const key of facetKeys) {
    const counts = new Map<string, number>()
    for (const p of all) for (const value of valuesOf[key](p)) counts.set(value, 0)
    for (const p of textMatches) {
      if (!matchesFacets(p, params, key)) continue
      for (const value of new Set(valuesOf[key](p))) counts.set(value, (counts.get(value) ?? 0) + 1)
    }
    const chosen = (params[key] ?? []) as string[]
    for (const value of chosen) if (!counts.has(value)) counts.set(value, 0)
    const order =
      key === 'category' ? (a: string, b: string) => categories.indexOf(a as Category) - categories.indexOf(b as Category) : naturalOrder
    facets[key] = [...counts.entries()]
      .sort(([a], [b]) => order(a, b))
      .map(([value, count]) => ({ value, count, selected: chosen.includes(value) }))
  }
  const shown = Math.min(matching.length, Math.max(batchSize, params.show ?? batchSize))
  return { products: matching.slice(0, shown), total: matching.length, shown, facets }
}

// Built on first use: a collator loads the platform's collation data, and this module is in every page's first load.
let collator: Intl.Collator | undefined
function naturalOrder(a: string, b: string) {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return collator.compare(a, b)
}

export function nextShow(result: SearchResult<ProductSummary>, batchSize: number = catalogue.searchBatchSize): number {
  return Math.min(result.total, result.shown + batchSize)
}
