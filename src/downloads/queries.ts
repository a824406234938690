/** A model's downloads: its key made here. Its page's tags come from the product query (src/catalogue/queries.ts). */
import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

const downloadsKeys = {
  downloads: (locale: Locale, slug: string) => ['downloads', locale, slug] as const,
}

export const downloadsQuery = (locale: Locale, slug: string) =>
  queryOptions({
    queryKey: downloadsKeys.downloads(locale, slug),
    queryFn: () =>
      callServerFn(
        () => import('./downloads.functions'),
        (fns) => fns.fetchDownloads({ data: { locale, slug } }),
      ),
    staleTime: catalogue.cacheTtlMs,
  })
