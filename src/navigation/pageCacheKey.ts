/** `/?gclid=1` and `/?gclid=2` share one entry with `/`, and `?a=1&b=2` one with `?b=2&a=1`. */
import { significantSearch } from '#src/navigation/significantSearch.ts'

/** The page's language, the language at its host's root (a language's own domain; none on the default origin). */
export function pageCacheKey(locale: string, hostLocale: string | undefined, url: URL): string {
  return `${locale} ${hostLocale ?? '-'} ${url.pathname}${url.search ? significantSearch(url.search) : ''}`
}
