/**
 * Search and filters over the product summaries: a text query plus the facets of SPEC section 2
 * (categories, temperature, cooling system, door, capacity). Within a facet the chosen options
 * are alternatives; across facets they all apply. Everything lives in the URL's search params.
 */
import * as v from 'valibot'
import { catalogue, categories, type Category } from '#app-config'
import type { ProductSummary } from './product'

export const facetKeys = ['category', 'temperature', 'cooling', 'door', 'capacity'] as const
export type FacetKey = (typeof facetKeys)[number]

const MAX_QUERY = 100
const MAX_OPTIONS = 30
const MAX_SHOWN = 1000

/** A URL value may arrive once (a string) or repeated (an array); numbers may be parsed already. */
const optionList = v.pipe(
  v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
  v.transform((value) => (Array.isArray(value) ? value : [value]).map((x) => String(x).trim().slice(0, 80)).filter(Boolean)),
  v.transform((list) => [...new Set(list)].slice(0, MAX_OPTIONS)),
)

/** The search params of /search: bad values are dropped, never an error page. */
export const SearchParamsSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((q) => String(q).trim().slice(0, MAX_QUERY)))), undefined),
  category: v.fallback(
    v.optional(v.pipe(optionList, v.transform((list) => list.filter((c): c is Category => (categories as readonly string[]).includes(c))))),
    undefined,
  ),
  temperature: v.fallback(v.optional(optionList), undefined),
  cooling: v.fallback(v.optional(optionList), undefined),
  door: v.fallback(v.optional(optionList), undefined),
  capacity: v.fallback(v.optional(optionList), undefined),
  show: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(MAX_SHOWN))),
    undefined,
  ),
})
export type SearchParams = v.InferOutput<typeof SearchParamsSchema>

export function parseSearchParams(input: unknown): SearchParams {
  const parsed = v.parse(SearchParamsSchema, input && typeof input === 'object' ? input : {})
  // Empty values carry no meaning: leave them out so equal searches have equal URLs.
  const clean: SearchParams = {}
  if (parsed.q) clean.q = parsed.q
  for (const key of facetKeys) {
    const list = parsed[key]
    if (list && list.length) (clean as Record<string, unknown>)[key] = list
  }
  if (parsed.show) clean.show = parsed.show
  return clean
}

const valuesOf: Record<FacetKey, (p: ProductSummary) => string[]> = {
  category: (p) => (p.category ? [p.category] : []),
  temperature: (p) => p.temperature,
  cooling: (p) => p.coolingSystem,
  door: (p) => p.door,
  capacity: (p) => p.capacity,
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()

function matchesText(product: ProductSummary, query: string | undefined, categoryLabel: (c: Category) => string): boolean {
  if (!query) return true
  const haystack = fold(
    [product.name, product.summary, product.category ? categoryLabel(product.category) : '', ...product.temperature, ...product.coolingSystem, ...product.door, ...product.capacity, ...product.colours].join(' '),
  )
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((token) => haystack.includes(token))
}

function matchesFacets(product: ProductSummary, params: SearchParams, except?: FacetKey): boolean {
  return facetKeys.every((key) => {
    if (key === except) return true
    const chosen = params[key]
    return !chosen || chosen.length === 0 || valuesOf[key](product).some((value) => chosen.includes(value as never))
  })
}

export type FacetOption = { value: string; count: number; selected: boolean }
export type SearchResult = {
  products: ProductSummary[]
  total: number
  shown: number
  facets: Record<FacetKey, FacetOption[]>
}

/**
 * Filters the products and counts, for every facet option, how many products it would give
 * with the other facets as they are. Options come from the data; chosen options that no product
 * has any more are kept (with 0) so the visitor can untick them.
 */
export function searchProducts(
  all: ProductSummary[],
  params: SearchParams,
  categoryLabel: (c: Category) => string = (c) => c,
  batchSize: number = catalogue.searchBatchSize,
): SearchResult {
  const textMatches = all.filter((p) => matchesText(p, params.q, categoryLabel))
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
    const order = key === 'category' ? (a: string, b: string) => categories.indexOf(a as Category) - categories.indexOf(b as Category) : naturalOrder
    facets[key] = [...counts.entries()].sort(([a], [b]) => order(a, b)).map(([value, count]) => ({ value, count, selected: chosen.includes(value) }))
  }
  const shown = Math.min(matching.length, Math.max(batchSize, params.show ?? batchSize))
  return { products: matching.slice(0, shown), total: matching.length, shown, facets }
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
function naturalOrder(a: string, b: string) {
  return collator.compare(a, b)
}

/** The next "load more" step. */
export function nextShow(result: SearchResult, batchSize: number = catalogue.searchBatchSize): number {
  return Math.min(result.total, result.shown + batchSize)
}
