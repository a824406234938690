import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'

/** The feed of a locale, cached in the browser by locale. */
export const catalogueQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    // Imported where called (here and in every loader): the browser fetches the server-function
    // client (seroval, the RPC fetcher) on the first call, not with the first page (decision 0012).
    queryFn: async () => (await import('./catalogue.functions')).fetchCatalogue({ data: { locale } }),
    staleTime: catalogue.cacheTtlMs,
  })

export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['product', locale, slug],
    queryFn: async () => (await import('./catalogue.functions')).fetchProduct({ data: { locale, slug } }),
    staleTime: catalogue.cacheTtlMs,
  })
