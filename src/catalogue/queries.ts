import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'
import { fetchCatalogue, fetchProduct } from './catalogue.functions'
import type { SearchParams } from './search'
import { fetchSearch } from './search.functions'

/** The feed of a locale, cached in the browser by locale. */
export const catalogueQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['catalogue', locale],
    queryFn: () => fetchCatalogue({ data: { locale } }),
    staleTime: catalogue.cacheTtlMs,
  })

export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['product', locale, slug],
    queryFn: () => fetchProduct({ data: { locale, slug } }),
    staleTime: catalogue.cacheTtlMs,
  })

/** One search (text and filters) of a locale, as the server ranks and counts it. */
export const searchQuery = (locale: Locale, search: SearchParams) =>
  queryOptions({
    queryKey: ['search', locale, search],
    queryFn: () => fetchSearch({ data: { locale, search } }),
    staleTime: catalogue.cacheTtlMs,
  })
