/** `/?gclid=1` and `/?gclid=2` share one entry with `/`, and `?a=1&b=2` one with `?b=2&a=1`. */
import { significantSearch } from '#src/navigation/significantSearch.ts'

export function pageCacheKey(locale: string, url: URL): string {
  return `${locale} ${url.pathname}${url.search ? significantSearch(url.search) : ''}`
}
