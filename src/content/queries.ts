import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'

/** The stories and articles a search's words are about (or a few to offer): kept as long as the search's results. */
export const postsAboutQuery = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['posts-about', locale, q],
    // Imported on the first call (decision 0012).
    queryFn: async () => (await import('./content.functions')).fetchPostsAbout({ data: { locale, q } }),
    staleTime: catalogue.cacheTtlMs,
  })
