/** For use outside the page (JSON-LD, social cards, emails): an absolute http(s) URL stays, a site path gets the origin. */
export function withOrigin(pathOrUrl: string, origin: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl
}
