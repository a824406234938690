import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { timing } from '#app-config'
import { internalToPublic, matchPublicPath } from '#src/i18n/rewrite.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { catalogueQuery } from './queries'

/** Routes whose loaders load what they show themselves during SSR (SPEC section 7): the search
 * asks the server for its results, the product page for its product and related cabinets. */
const loadsFeedItself = new Set(['/search', '/product/$slug'])

/**
 * SPEC section 7: the product feed is fetched in the background 5 s after the layout mounts and
 * again when the locale changes, except on search and product routes. Cached by TanStack Query,
 * so collection pages open without waiting.
 */
export function useFeedPrefetch() {
  const locale = useLocale()
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    const timer = setTimeout(() => {
      const page = matchPublicPath(internalToPublic(router.state.location.pathname))?.page
      if (page && loadsFeedItself.has(page)) return
      void queryClient.prefetchQuery(catalogueQuery(locale)).catch((error: unknown) => {
        // SPEC section 8: a failed product fetch is only logged.
        console.warn('Product feed prefetch failed', error)
      })
    }, timing.productFetchDelayMs)
    return () => clearTimeout(timer)
  }, [locale, queryClient, router])
}
