/**
 * The catalogue's queries: each key made in one place (`catalogueKeys`), and beside it the cache tags of what its
 * answer shows (src/catalogue/cacheTags.ts, decision 0049), noted for the page's CDN headers as the answer arrives on
 * the server (the browser build drops the noting, and the tags' code with it).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { catalogue, type Category, type Locale } from '#app-config'
import { noteShown } from '#src/cdn/renderScope.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'
import { productTags, shownProducts } from './cacheTags'
import { collectionProducts, relatedProducts } from './feedSlices'
import type { ProductSummary } from './product'
import type { SearchParams } from './search'

const catalogueFunctions = () => import('./catalogue.functions')
const searchFunctions = () => import('./search.functions')

const catalogueKeys = {
  catalogue: (locale: Locale) => ['catalogue', locale] as const,
  collection: (locale: Locale, category: Category) => ['collection', locale, category] as const,
  related: (locale: Locale, slug: string) => ['related', locale, slug] as const,
  product: (locale: Locale, slug: string) => ['product', locale, slug] as const,
  search: (locale: Locale, search: SearchParams) => ['search', locale, search] as const,
}

const fetchFeed = (locale: Locale) => callServerFn(catalogueFunctions, (fns) => fns.fetchCatalogue({ data: { locale } }))

export const catalogueQuery = (locale: Locale) =>
  queryOptions({
    queryKey: catalogueKeys.catalogue(locale),
    queryFn: async () => {
      const products = await fetchFeed(locale)
      if (import.meta.env.SSR) noteShown({ fixed: [productTags.productList(locale)], groups: shownProducts(locale, products) })
      return products
    },
    staleTime: catalogue.cacheTtlMs,
  })

/** The whole feed: from the browser's cache, or on the server outside the render's query cache, which goes whole
 * into the page's HTML (a page that shows six cabinets should not carry thirty, decision 0060). */
async function feedFor(client: QueryClient, locale: Locale): Promise<ProductSummary[]> {
  if (import.meta.env.SSR) return fetchFeed(locale)
  return client.fetchQuery(catalogueQuery(locale))
}

/** The cabinets of one collection: what a collection page shows, and all its HTML carries of the feed. */
export const collectionQuery = (locale: Locale, category: Category) =>
  queryOptions({
    queryKey: catalogueKeys.collection(locale, category),
    queryFn: async ({ client }) => {
      const products = collectionProducts(await feedFor(client, locale), category)
      if (import.meta.env.SSR) noteShown({ fixed: [productTags.collection(category, locale)], groups: shownProducts(locale, products) })
      return products
    },
    staleTime: catalogue.cacheTtlMs,
  })

export const relatedQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.related(locale, slug),
    queryFn: async ({ client }) => {
      const products = relatedProducts(await feedFor(client, locale), slug)
      if (import.meta.env.SSR) noteShown({ groups: shownProducts(locale, products) })
      return products
    },
    staleTime: catalogue.cacheTtlMs,
  })

export const productQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(locale, slug),
    queryFn: async () => {
      const found = await callServerFn(catalogueFunctions, (fns) => fns.fetchProduct({ data: { locale, slug } }))
      if (import.meta.env.SSR && found) {
        const { id, category } = found.product
        // The page also shows other cabinets of its collection.
        noteShown({ fixed: category ? [productTags.collection(category, locale)] : [], groups: shownProducts(locale, [{ id }]) })
      }
      return found
    },
    staleTime: catalogue.cacheTtlMs,
  })

export const searchQuery = (locale: Locale, search: SearchParams) =>
  queryOptions({
    queryKey: catalogueKeys.search(locale, search),
    queryFn: async () => {
      const result = await callServerFn(searchFunctions, (fns) => fns.fetchSearch({ data: { locale, search } }))
      // Any product change may change a search's answer.
      if (import.meta.env.SSR) noteShown({ fixed: [productTags.anyProduct(locale)] })
      return result
    },
    staleTime: catalogue.cacheTtlMs,
  })
