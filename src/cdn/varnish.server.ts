/**
 * A Varnish in front of the site, with the repository's deploy/varnish/site.vcl: a `PURGE` request whose `xkey-purge`
 * header lists the tags (space-separated) removes every object tagged with one of them (varnish-modules' xkey). The
 * VCL accepts it only from `acl purgers`.
 */
import { cdn } from '#app-config'
import { fetchFailure, refusal, type CdnAdapter } from './adapter'

/** The request header the VCL reads the tags of a purge from. */
export const XKEY_PURGE_HEADER = 'xkey-purge'

export function varnishAdapter(baseUrl: string, name: string): CdnAdapter {
  return {
    name,
    tagsPerRequest: cdn.varnishTagsPerRequest,
    async purge(tags, signal) {
      const response = await fetch(`${baseUrl}/`, { method: 'PURGE', headers: { [XKEY_PURGE_HEADER]: tags.join(' ') }, signal }).catch(
        (error: unknown) => {
          throw fetchFailure(error)
        },
      )
      if (!response.ok) throw await refusal(response, 'varnish')
      await response.body?.cancel()
    },
  }
}
