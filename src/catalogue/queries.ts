import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { catalogue, type Category, type Locale } from '#app-config'
import { collectionProducts, relatedProducts } from './feedSlices'
import type { ProductSummary } from './product'
import type { SearchParams } from './search'

export const catalogueQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    // Imported where called: the browser fetches the server-function client on the first call (decision 0012).
    queryFn: async () => (await import('./catalogue.functions')).fetchCatalogue({ data: { locale } }),
    staleTime: catalogue.cacheTtlMs,
  })

/** The whole feed: from the browser's cache, or on the server outside the render's query cache, which goes whole
 * into the page's HTML (a page that shows six cabinets should not carry thirty, decision 0040). */
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

export const searchQuery = (locale: Locale, search: SearchParams) =>
  queryOptions({
    queryKey: ['search', locale, search],
    queryFn: async () => (await import('./search.functions')).fetchSearch({ data: { locale, search } }),
    staleTime: catalogue.cacheTtlMs,
  })
