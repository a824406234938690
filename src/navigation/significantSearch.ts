/**
 * The part of a query string that changes what a page shows. Tracking parameters (`utm_*`,
 * `gclid`, ...) that ad and newsletter links add never do, and the order of the others does not
 * either. The page cache keys pages by it (src/navigation/pageCacheKey.ts) and the language switch links
 * with it, so a page rendered for a tagged link is the same HTML as the plain one.
 */
import { trackingParameters } from '#app-config'

export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase()
  return (
    (trackingParameters.names as readonly string[]).includes(lower) ||
    trackingParameters.prefixes.some((prefix) => lower.startsWith(prefix))
  )
}

/** `search` without tracking parameters, the rest sorted by name (values of one name keep their order). */
export function significantSearch(search: string): string {
  const params = new URLSearchParams(search)
  const kept = [...params].filter(([name]) => !isTrackingParameter(name))
  if (kept.length === 0) return ''
  // A stable sort: repeated names (`category=a&category=b`) keep their order, which the page may use.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `?${new URLSearchParams(kept).toString()}`
}
