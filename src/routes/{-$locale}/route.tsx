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
  // The header's "Customer stories" opens the featured story, which editors may unpublish: read with every page, with
  // the banner and the Green Diploma note (content, decision 0069), in one call. A failed read keeps the header
  // working (it opens the list) and shows neither notice.
  loader: async ({ context }) =>
    callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchFrameContent({ data: { locale: context.locale } }),
    ).catch(() => ({ featuredStory: null, notices: { announcement: null, greenDiploma: null } })),
  staleTime: 60_000,
  component: Outlet,
})
