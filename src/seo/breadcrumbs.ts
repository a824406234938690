import type { Locale } from '#app-config'
import { publicPath } from '#src/i18n/rewrite.ts'
import type { PagePath } from '#src/i18n/routes.ts'
import { m } from '#src/paraglide/messages.js'
import { absoluteUrl } from '#src/site/publicOrigin.ts'
import { breadcrumbLd } from './jsonLd'

type Step = { page: PagePath; slug?: string; name: string }

/** The BreadcrumbList of a nested page: Home, then each step, in the page's language. */
export function breadcrumbsFor(locale: Locale, steps: Step[]) {
  const home: Step = { page: '/', name: m.nav_home({}, { locale }) }
  return breadcrumbLd([home, ...steps].map((s) => ({ name: s.name, url: absoluteUrl(publicPath(s.page, locale, { slug: s.slug })) })))
}
