import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { defaultLocale } from '#app-config'
import { isLocale, localeFromParam } from '#src/i18n/locale.ts'

/**
 * The locale layout: `{-$locale}` is absent for the default locale and the locale's code for the others. `/en/...` is
 * redirected to its canonical unprefixed URL; any other first segment is not a locale, so the
 * URL matched here only by accident (`/foo` against the home page) and is not found. The page's locale
 * is parsed here once and handed to every route below in the route context.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    const { locale } = params
    if (locale === defaultLocale) {
      const rest = location.pathname.replace(/^\/en(?=\/|$)/, '') || '/'
      throw redirect({ href: rest + location.searchStr + location.hash, statusCode: 301 })
    }
    if (locale !== undefined && !isLocale(locale)) throw notFound()
    // Every page below reads its language from the context (`context.locale` in loaders, `match.context.locale` in heads).
    return { locale: localeFromParam(locale) }
  },
  // The header's "Customer stories" opens the featured story as the content is now (WordPress's
  // editors may unpublish it): read with every page, again on navigation after the site's minute of
  // client freshness (router.tsx). A failed read keeps the header working: it opens the list.
  loader: async ({ context }) => ({
    featuredStory: await (
      await import('#src/content/content.functions.ts')
    )
      .fetchFeaturedStory({ data: { locale: context.locale } })
      .catch(() => null),
  }),
  staleTime: 60_000,
  component: Outlet,
})
