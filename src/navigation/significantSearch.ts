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
    // Stryker disable next-line MethodExpression: with the one prefix there is (utm_), `some` and `every` agree
    trackingParameters.prefixes.some((prefix) => lower.startsWith(prefix))
  )
}

/** `search` without tracking parameters, the rest sorted by name (values of one name keep their order). */
export function significantSearch(search: string): string {
  const params = new URLSearchParams(search)
  // The values of each name in their order: repeated names (`category=a&category=b`) keep it, which the page may use.
  const valuesByName = new Map<string, string[]>()
  for (const [name, value] of params) {
    if (!isTrackingParameter(name)) valuesByName.set(name, [...(valuesByName.get(name) ?? []), value])
  }
  if (valuesByName.size === 0) return ''
  // Names in code-unit order (sort's default), then each name's values.
  const sorted = [...valuesByName.keys()].sort().flatMap((name) => valuesByName.get(name)!.map((value) => [name, value]))
  return `?${new URLSearchParams(sorted).toString()}`
}
