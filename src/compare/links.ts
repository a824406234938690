import type { Locale } from '#app-config'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { PRODUCTS_PARAM } from './selection'

/** `/compare?products=a,b,c`, `/it/confronta?products=...` (docs/specification.md §3). */
export function comparisonHref(locale: Locale, slugs: readonly string[]): string {
  const path = pageHref(publicPath('/compare', locale))
  return slugs.length ? `${path}?${PRODUCTS_PARAM}=${slugs.map(encodeURIComponent).join(',')}` : path
}
