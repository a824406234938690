/** The content's queries: each key made here, and beside it the cache tags of what it shows (decision 0049). */
import { queryOptions } from '@tanstack/react-query'
import { catalogue, type Locale } from '#app-config'
import { noteShown } from '#src/cdn/renderScope.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'
import { shownPosts } from './cacheTags'

const contentKeys = {
  postsAbout: (locale: Locale, q: string) => ['posts-about', locale, q] as const,
}

/** The stories and articles a search's words are about (or a few to offer): kept as long as the search's results. */
export const postsAboutQuery = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: contentKeys.postsAbout(locale, q),
    queryFn: async () => {
      const posts = await callServerFn(
        () => import('./content.functions'),
        (fns) => fns.fetchPostsAbout({ data: { locale, q } }),
      )
      if (import.meta.env.SSR) noteShown({ groups: shownPosts(locale, [...posts.found, ...posts.offered]) })
      return posts
    },
    staleTime: catalogue.cacheTtlMs,
  })
