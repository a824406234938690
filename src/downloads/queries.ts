import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'

export const downloadsQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: ['downloads', locale, slug],
    // Imported on the first call, like the feed's (decision 0012).
    queryFn: async () => (await import('./downloads.functions')).fetchDownloads({ data: { locale, slug } }),
    staleTime: catalogue.cacheTtlMs,
  })
