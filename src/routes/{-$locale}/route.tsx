import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { defaultLocale } from '#app-config'
import { isLocale, localeFromParam } from '#src/i18n/locale.ts'

/**
 * `{-$locale}` is absent for the default locale: `/en/...` redirects to its unprefixed URL, and any other first segment
 * that is no locale matched only by accident (`/foo`) and is not found. The locale is parsed once, for the context.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    const { locale } = params
    if (locale === defaultLocale) {
      const rest = location.pathname.replace(/^\/en(?=\/|$)/, '') || '/'
      throw redirect({ href: rest + location.searchStr + location.hash, statusCode: 301 })
    }
    if (locale !== undefined && !isLocale(locale)) throw notFound()
    return { locale: localeFromParam(locale) }
  },
  // The header's "Customer stories" opens the featured story, which editors may unpublish: read with every page.
  // A failed read keeps the header working: it opens the list.
  // The banner and the Green Diploma note (content, decision 0069) likewise; a failed read shows neither.
  loader: async ({ context }) => {
    const data = { locale: context.locale }
    const [content, pages] = await Promise.all([
      import('#src/content/content.functions.ts'),
      import('#src/content/pages/pages.functions.ts'),
    ])
    const [featuredStory, notices] = await Promise.all([
      content.fetchFeaturedStory({ data }).catch(() => null),
      pages.fetchNotices({ data }).catch(() => ({ announcement: null, greenDiploma: null })),
    ])
    return { featuredStory, notices }
  },
  staleTime: 60_000,
  component: Outlet,
})
