/**
 * A slug no page could have is a 400 for server functions and the not-found page for loaders. A plain pattern: page
 * loaders are in the first load and need no schema library.
 */
export const URL_SLUG_PATTERN = /^[\p{L}\p{N}_%-]{1,200}$/u

export function isUrlSlug(value: string): boolean {
  return URL_SLUG_PATTERN.test(value)
}
