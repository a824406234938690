/** A Varnish with deploy/varnish/site.vcl: `PURGE` with the tags in `xkey-purge`, from `acl purgers` only. */
import { cdn } from '#app-config'
import { fetchFailure, refusal, type CdnAdapter } from './adapter'

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
