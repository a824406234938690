/** The router's rewrite: a public address (host and path) <-> the router's internal path, which always carries the
 * language's prefix and the default language's slugs, so the `locale` param stays typed (docs/decisions/0001, 0066). */
import { internalToPublic, publicToInternal } from './rewrite'
import { pathOnHost, prefixedPath, type Sites } from './sites'

export function routerRewrite(sites: () => Sites) {
  return {
    input: ({ url }: { url: URL }) => {
      url.pathname = publicToInternal(prefixedPath(sites(), url.host, url.pathname))
      return url
    },
    output: ({ url }: { url: URL }) => {
      url.pathname = pathOnHost(sites(), internalToPublic(url.pathname))
      return url
    },
  }
}
