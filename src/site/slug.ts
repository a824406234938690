/**
 * The shape of a slug in a URL (products, stories, articles): letters, digits, hyphens,
 * underscores and percent escapes, at most 200 characters. Server functions reject anything else
 * with a 400; page loaders answer it with the not-found page, as for any slug that does not exist.
 */
import * as v from 'valibot'

export const UrlSlug = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\p{L}\p{N}_%-]+$/u))

export function isUrlSlug(value: string): boolean {
  return v.is(UrlSlug, value)
}
