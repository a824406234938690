import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'

export const comparisonQuery = (locale: Locale, slugs: readonly string[]) =>
  queryOptions({
    queryKey: ['comparison', locale, ...slugs],
    // Imported on the first call, like the feed's (decision 0012).
    queryFn: async () => (await import('./compare.functions')).fetchComparison({ data: { locale, slugs: [...slugs] } }),
    staleTime: catalogue.cacheTtlMs,
  })
