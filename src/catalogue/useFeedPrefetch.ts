import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { timing } from '#app-config'
import { internalToPublic, matchPublicPath } from '#src/i18n/rewrite.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { catalogueQuery } from './queries'

/** Routes whose loaders load what they show themselves (docs/specification.md §5). */
const loadsFeedItself = new Set(['/search', '/product/$slug'])

/** The feed fetched in the background after the layout mounts and on a locale change (docs/specification.md §5),
 * so collection pages open without waiting. */
export function useFeedPrefetch() {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    const timer = setTimeout(() => {
      const page = matchPublicPath(internalToPublic(router.state.location.pathname))?.page
      if (page && loadsFeedItself.has(page)) return
      void queryClient.prefetchQuery(catalogueQuery(locale)).catch((error: unknown) => {
        // A failed fetch is only logged: the visitor sees nothing of it.
        console.warn('Product feed prefetch failed', error)
      })
    }, timing.productFetchDelayMs)
    return () => clearTimeout(timer)
  }, [locale, queryClient, router])
}
