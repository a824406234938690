/**
 * A URL for use outside the page (JSON-LD, social cards, emails): an absolute http(s) URL stays as it is (a store's
 * photo, an image service), a site path gets the origin in front. The one home of that rule: `absoluteUrl()` in
 * publicOrigin.ts applies it with the site's public origin.
 */
export function withOrigin(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl
}
