/**
 * Fastly's purge by surrogate key, as documented: keys in `Surrogate-Key`, the token in `Fastly-Key`, and
 * `Fastly-Soft-Purge: 1` (the pages are marked stale, served while they are refreshed or while the site fails);
 * 200 with the keys.
 */
import * as v from 'valibot'
import { cdn } from '#app-config'
import { fetchFailure, PurgeFailure, refusal, type CdnAdapter } from './adapter'

const PurgeAnswer = v.record(v.string(), v.string())

export function fastlyAdapter({ apiUrl, serviceId, token }: { apiUrl: string; serviceId: string; token: string }): CdnAdapter {
  return {
    name: 'fastly',
    tagsPerRequest: cdn.fastlyKeysPerRequest,
    async purge(tags, signal) {
      const response = await fetch(`${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: 'POST',
        headers: { 'Fastly-Key': token, 'Surrogate-Key': tags.join(' '), 'Fastly-Soft-Purge': '1', Accept: 'application/json' },
        signal,
      }).catch((error: unknown) => {
        throw fetchFailure(error)
      })
      if (!response.ok) throw await refusal(response, 'fastly')
      const answer = v.safeParse(PurgeAnswer, await response.json().catch(() => null))
      if (!answer.success) throw new PurgeFailure('fastly answered 200 without the purged keys')
    },
  }
}
