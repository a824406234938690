import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router'
import { defaultLocale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'

/**
 * The locale layout: `{-$locale}` is absent for the default locale and the locale's code for the others. `/en/...` is
 * redirected to its canonical unprefixed URL; any other first segment is not a locale, so the
 * URL matched here only by accident (`/foo` against the home page) and is not found.
 */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params, location }) => {
    const { locale } = params
    if (locale === undefined) return
    if (locale === defaultLocale) {
      const rest = location.pathname.replace(/^\/en(?=\/|$)/, '') || '/'
      throw redirect({ href: rest + location.searchStr + location.hash, statusCode: 301 })
    }
    if (!isLocale(locale)) throw notFound()
  },
  component: Outlet,
})
