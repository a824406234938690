/** The comparison's query: its key made here, and beside it the cache tags of what it shows (decision 0049). */
import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'
import { productTags, shownProducts } from '#src/catalogue/cacheTags.ts'
import { noteShown } from '#src/cdn/renderScope.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

const compareKeys = {
  comparison: (locale: Locale, slugs: readonly string[]) => ['comparison', locale, ...slugs] as const,
}

export const comparisonQuery = (locale: Locale, slugs: readonly string[]) =>
  queryOptions({
    queryKey: compareKeys.comparison(locale, slugs),
    queryFn: async () => {
      const comparison = await callServerFn(
        () => import('./compare.functions'),
        (fns) => fns.fetchComparison({ data: { locale, slugs: [...slugs] } }),
      )
      if (import.meta.env.SSR) noteShown({ fixed: [productTags.productList(locale)], groups: shownProducts(locale, comparison.products) })
      return comparison
    },
    staleTime: catalogue.cacheTtlMs,
  })
