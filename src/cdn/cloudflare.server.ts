/** Cloudflare's purge by cache tag, as documented: `{ "tags": [...] }`, a bearer token; `{ success, errors }` back. */
import * as v from 'valibot'
import { cdn } from '#app-config'
import { fetchFailure, PurgeFailure, retryAfterMs, type CdnAdapter } from './adapter'

const PurgeAnswer = v.object({
  success: v.boolean(),
  errors: v.optional(v.array(v.object({ code: v.optional(v.number()), message: v.optional(v.string()) })), []),
})

export function cloudflareAdapter({ apiUrl, zoneId, token }: { apiUrl: string; zoneId: string; token: string }): CdnAdapter {
  return {
    name: 'cloudflare',
    tagsPerRequest: cdn.cloudflareTagsPerRequest,
    requestsPerMinute: cdn.cloudflareRequestsPerMinute,
    async purge(tags, signal) {
      const response = await fetch(`${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal,
      }).catch((error: unknown) => {
        throw fetchFailure(error)
      })
      const answer = v.safeParse(PurgeAnswer, await response.json().catch(() => null))
      if (response.ok && answer.success && answer.output.success) return
      const code = answer.success ? answer.output.errors[0]?.code : undefined
      throw new PurgeFailure(
        `cloudflare answered ${response.status}${code === undefined ? '' : ` (error ${code})`}`,
        retryAfterMs(response),
      )
    },
  }
}
