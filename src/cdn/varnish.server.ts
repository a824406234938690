/** A Varnish with deploy/varnish/site.vcl: `PURGE` with the tags in `xkey-softpurge`, from `acl purgers` only. */
import { cdn } from '#app-config'
import { fetchFailure, refusal, type CdnAdapter } from './adapter'

/** A soft purge: each page is served once more while it is refreshed, or for as long as the site fails (decision 0065). */
export const XKEY_SOFTPURGE_HEADER = 'xkey-softpurge'

export function varnishAdapter(baseUrl: string, name: string): CdnAdapter {
  return {
    name,
    tagsPerRequest: cdn.varnishTagsPerRequest,
    async purge(tags, signal) {
      const response = await fetch(`${baseUrl}/`, { method: 'PURGE', headers: { [XKEY_SOFTPURGE_HEADER]: tags.join(' ') }, signal }).catch(
        (error: unknown) => {
          throw fetchFailure(error)
        },
      )
      if (!response.ok) throw await refusal(response, 'varnish')
      await response.body?.cancel()
    },
  }
}
