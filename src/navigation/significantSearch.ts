/** The part of a query string that changes what a page shows: not tracking parameters (`utm_*`, `gclid`), not the
 * order. The page cache keys by it, so a page rendered for a tagged link is the plain one's HTML. */
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
  const valuesByName = new Map<string, string[]>()
  for (const [name, value] of params) {
    if (!isTrackingParameter(name)) valuesByName.set(name, [...(valuesByName.get(name) ?? []), value])
  }
  if (valuesByName.size === 0) return ''
  const sorted = [...valuesByName.keys()].sort().flatMap((name) => valuesByName.get(name)!.map((value) => [name, value]))
  return `?${new URLSearchParams(sorted).toString()}`
}
