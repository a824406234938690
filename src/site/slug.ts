/**
 * The shape of a slug in a URL (products, stories, articles): letters, digits, hyphens,
 * underscores and percent escapes, at most 200 characters. Server functions reject anything else
 * with a 400; page loaders answer it with the not-found page, as for any slug that does not exist.
 * A plain pattern, so that page loaders (in the first-load bundle) need no schema library.
 */
export const URL_SLUG_PATTERN = /^[\p{L}\p{N}_%-]{1,200}$/u

export function isUrlSlug(value: string): boolean {
  return URL_SLUG_PATTERN.test(value)
}
