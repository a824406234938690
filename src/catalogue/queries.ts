import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { catalogue, type Category, type Locale } from '#app-config'
import { collectionProducts, relatedProducts } from './feedSlices'
import type { ProductSummary } from './product'
import type { SearchParams } from './search'

/** The feed of a locale, cached in the browser by locale. */
export const catalogueQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    // Imported where called (here and in every loader): the browser fetches the server-function
    // client (seroval, the RPC fetcher) on the first call, not with the first page (decision 0012).
    queryFn: async () => (await import('./catalogue.functions')).fetchCatalogue({ data: { locale } }),
    staleTime: catalogue.cacheTtlMs,
  })

/**
 * The whole feed, for a query that shows a part of it. In the browser from the cache (fetched when missing or
 * stale), so every page derives its part from the one feed. On the server straight from the server function,
 * outside the render's query cache: that cache goes whole into the page's HTML, and a page that shows six cabinets
 * should not carry thirty (decision 0040).
 */
async function feedFor(client: QueryClient, locale: Locale): Promise<ProductSummary[]> {
  if (import.meta.env.SSR) return (await import('./catalogue.functions')).fetchCatalogue({ data: { locale } })
  return client.fetchQuery(catalogueQuery(locale))
}

/** The cabinets of one collection: what a collection page shows, and all its HTML carries of the feed. */
export const collectionQuery = (locale: Locale, category: Category) =>
  queryOptions({
    queryKey: ['collection', locale, category],
    queryFn: async ({ client }) => collectionProducts(await feedFor(client, locale), category),
    staleTime: catalogue.cacheTtlMs,
  })

/** The cabinets a product page shows beside its product: all its HTML carries of the feed. */
export const relatedQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['related', locale, slug],
    queryFn: async ({ client }) => relatedProducts(await feedFor(client, locale), slug),
    staleTime: catalogue.cacheTtlMs,
  })

export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['product', locale, slug],
    queryFn: async () => (await import('./catalogue.functions')).fetchProduct({ data: { locale, slug } }),
    staleTime: catalogue.cacheTtlMs,
  })

/** One search (text and filters) of a locale, as the server ranks and counts it. */
export const searchQuery = (locale: Locale, search: SearchParams) =>
  queryOptions({
    queryKey: ['search', locale, search],
    // Imported on the first call, like the feed's (decision 0012).
    queryFn: async () => (await import('./search.functions')).fetchSearch({ data: { locale, search } }),
    staleTime: catalogue.cacheTtlMs,
  })
