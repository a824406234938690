/**
 * Cloudflare's purge by cache tag, as documented and as the operators' interface fixes it (docs/specification.md §12):
 * `POST …/purge_cache` with `{ "tags": [...] }` and a bearer token; `{ success, errors }` back. (Cloudflare's soft purge,
 * `invalidate_cache`, takes the same body and limits: docs/decisions/0065 says why it is not used yet.)
 */
import * as v from 'valibot'
import type { CloudflareConfig } from '#src/platform/env.server.ts'
import { fetchFailure, isPermanentRefusal, PurgeFailure, retryAfterMs, type CdnAdapter } from './adapter'

const PurgeAnswer = v.object({
  success: v.boolean(),
  errors: v.optional(v.array(v.object({ code: v.optional(v.number()), message: v.optional(v.string()) })), []),
})

export function cloudflareAdapter({ apiUrl, zoneId, token, limits }: CloudflareConfig): CdnAdapter {
  return {
    name: 'cloudflare',
    tagsPerRequest: limits.itemsPerRequest,
    rateLimit: { bucket: limits.bucket, refillPerSecond: limits.refillPerSecond },
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
        isPermanentRefusal(response.status),
      )
    },
  }
}
