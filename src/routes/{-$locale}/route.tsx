import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { defaultLocale } from '#app-config'
import { isLocale, localeFromParam } from '#src/i18n/locale.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

/**
 * `{-$locale}` is absent for the default locale: `/en/...` redirects to its unprefixed URL, and any other first segment
 * that is no locale matched only by accident (`/foo`) and is not found. The locale is parsed once, for the context.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    const { locale } = params
    if (locale === defaultLocale) {
      const rest = location.pathname.slice(`/${defaultLocale}`.length) || '/'
      throw redirect({ href: rest + location.searchStr + location.hash, statusCode: 301 })
    }
    if (locale !== undefined && !isLocale(locale)) throw notFound()
    return { locale: localeFromParam(locale) }
  },
  // The header's "Customer stories" opens the featured story, which editors may unpublish: read with every page.
  // A failed read keeps the header working: it opens the list.
  loader: async ({ context }) => ({
    featuredStory: await callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchFeaturedStory({ data: { locale: context.locale } }),
    ).catch(() => null),
  }),
  staleTime: 60_000,
  component: Outlet,
})
