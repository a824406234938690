/**
 * One search index per language, built on first use from the product feed and kept until the
 * feed changes: `productFeed().onChange` rebuilds it, and a feed array other than the one it was
 * built from (a refresh that raced the listener) rebuilds it on use. The build itself is synchronous, so two
 * requests arriving together share one index.
 */
import { categories, type Category, type Locale } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { productFeed, type ProductFeed } from './feed.server'
import { toSummary, type Product } from './product'
import { searchProducts, type SearchParams, type SearchResult } from './search'
import { CatalogueSearch } from './searchEngine.server'
import type { Suggestions } from './searchRanking'

type MessageFn = (inputs?: object, options?: { locale?: Locale }) => string

/** A collection's name in a given language (the index is built outside any request). */
export function categoryLabelIn(locale: Locale): (category: Category) => string {
  const labels = Object.fromEntries(
    categories.map((category) => [category, (m[`collection_${category}`] as MessageFn)({}, { locale })]),
  ) as Record<Category, string>
  return (category) => labels[category]
}

export class SearchIndexes {
  private built = new Map<Locale, { from: readonly Product[]; search: CatalogueSearch }>()
  private unsubscribe: () => void

  constructor(private readonly feed: ProductFeed) {
    // A new feed gets its index at once, off the request that will need it.
    this.unsubscribe = feed.onChange((locale) => {
      this.built.delete(locale)
      setImmediate(() => void this.forLocale(locale).catch(() => {}))
    })
  }

  /** The index of a locale's current feed. */
  async forLocale(locale: Locale): Promise<CatalogueSearch> {
    const products = await this.feed.products(locale)
    const cached = this.built.get(locale)
    if (cached && cached.from === products) return cached.search
    const search = new CatalogueSearch(locale, products, categoryLabelIn(locale))
    this.built.set(locale, { from: products, search })
    return search
  }

  close(): void {
    this.unsubscribe()
    this.built.clear()
  }
}

let indexes: SearchIndexes | undefined

/** The process-wide indexes over the process-wide feed. */
function searchIndexes(): SearchIndexes {
  indexes ??= new SearchIndexes(productFeed())
  return indexes
}

/** What the search page shows: the filtered, ranked result and, for a query, what was searched. */
export type SearchResponse = SearchResult & {
  /** The words searched when a misspelt one was corrected ("gelatto" -> "gelato"), else null. */
  searchedFor: string | null
  /** When the text query matched nothing at all: the closest words of the catalogue. */
  noMatch: { didYouMean: string[] } | null
}

export async function searchCatalogue(locale: Locale, params: SearchParams): Promise<SearchResponse> {
  const index = await searchIndexes().forLocale(locale)
  const ranked = params.q ? index.rank(params.q) : undefined
  const result = searchProducts(index.products, params, ranked?.products)
  return {
    ...result,
    products: result.products.map(toSummary),
    searchedFor: ranked?.corrected ? ranked.words.join(' ') : null,
    noMatch: params.q && !ranked?.products.length ? { didYouMean: index.didYouMean(params.q) } : null,
  }
}

export async function suggestProducts(locale: Locale, query: string): Promise<Suggestions> {
  return (await searchIndexes().forLocale(locale)).suggest(query)
}
