/** One search index per language, kept until the feed changes (or a feed array other than its own, from a refresh
 * that raced the listener, is read). The build is synchronous, so requests arriving together share one index. */
import { localeCodes, type Category, type Locale } from '#app-config'
import { categoryLabel } from './categoryLabels'
import { productFeed, type ProductFeed } from './feed.server'
import { FacetWords } from './facetWords'
import { toSummary, type Product } from './product'
import { searchProducts, searchString, type SearchParams, type SearchResult, type WordFacet } from './search'
import { CatalogueSearch, type QueryTopics } from './searchEngine.server'
import type { Suggestions } from './searchRanking'

/** A collection's name in a given language (the index is built outside any request). */
export function categoryLabelIn(locale: Locale): (category: Category) => string {
  return (category) => categoryLabel(category, locale)
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

  async forLocale(locale: Locale): Promise<CatalogueSearch> {
    const products = await this.feed.shown(locale)
    const cached = this.built.get(locale)
    if (cached && cached.from === products) return cached.search
    const search = new CatalogueSearch(locale, products, categoryLabelIn(locale))
    this.built.set(locale, { from: products, search })
    return search
  }

  async facetWords(): Promise<FacetWords> {
    const feeds = await Promise.all(localeCodes.map((locale) => this.feed.products(locale)))
    if (this.words && this.words.from.every((products, index) => products === feeds[index])) return this.words.words
    const words = new FacetWords(Object.fromEntries(localeCodes.map((locale, index) => [locale, feeds[index]])))
    this.words = { from: feeds, words }
    return words
  }
  private words: { from: readonly Product[][]; words: FacetWords } | undefined

  close(): void {
    this.unsubscribe()
    this.built.clear()
  }
}

let indexes: SearchIndexes | undefined

function searchIndexes(): SearchIndexes {
  indexes ??= new SearchIndexes(productFeed())
  return indexes
}

export type SearchResponse = SearchResult & {
  /** The words searched when a misspelt one was corrected ("gelatto" -> "gelato"), else null. */
  searchedFor: string | null
  noMatch: { didYouMean: string[] } | null
  /** The search as asked, its filter values in this language's words (the page moves there when they were another's). */
  applied: SearchParams
  languageSearch: Record<Locale, string>
  /** Chosen values no cabinet of this language has: shown as filters to remove, never a silent empty result. */
  unknown: Array<{ facet: WordFacet; value: string }>
}

export async function searchCatalogue(locale: Locale, params: SearchParams): Promise<SearchResponse> {
  const [index, words] = await Promise.all([searchIndexes().forLocale(locale), searchIndexes().facetWords()])
  const applied = words.paramsIn(params, locale)
  const ranked = applied.q ? index.rank(applied.q) : undefined
  const result = searchProducts(index.products, applied, ranked?.products)
  return {
    ...result,
    products: result.products.map(toSummary),
    searchedFor: ranked?.corrected ? ranked.words.join(' ') : null,
    noMatch: applied.q && !ranked?.products.length ? { didYouMean: index.didYouMean(applied.q) } : null,
    applied,
    languageSearch: Object.fromEntries(localeCodes.map((to) => [to, searchString(words.paramsIn(applied, to))])) as Record<Locale, string>,
    unknown: words.unknownIn(applied, locale),
  }
}

/** What a query is about, as the catalogue's words read it (the stories and articles of a search). */
export async function queryTopics(locale: Locale, query: string): Promise<QueryTopics> {
  return (await searchIndexes().forLocale(locale)).topics(query)
}

export async function suggestProducts(locale: Locale, query: string): Promise<Suggestions> {
  return (await searchIndexes().forLocale(locale)).suggest(query)
}
