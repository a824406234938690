/** One CDN as the purger sees it (docs/decisions/0049, 0065): a name (never an address or a secret), its limits, a purge. */
export interface CdnAdapter {
  readonly name: string
  readonly tagsPerRequest: number
  /** The CDN's token bucket for purge requests, when it limits them (past it, it answers 429). */
  readonly rateLimit?: RateLimit
  purge(tags: readonly string[], signal: AbortSignal): Promise<void>
}

/** A token bucket: `bucket` requests at once, refilled at `refillPerSecond`. */
type RateLimit = { bucket: number; refillPerSecond: number }

/**
 * A purge the CDN refused or never answered: tried again later (after `retryAfterMs` when it said so), unless the
 * refusal is `permanent` (a wrong token, a service that does not exist, a request it calls malformed): asking again
 * would get the same answer forever.
 */
export class PurgeFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
    readonly permanent = false,
  ) {
    super(message)
    this.name = 'PurgeFailure'
  }
}

/** A 4xx but a timeout (408), too early (425) or too many requests (429): the request itself is wrong. */
export const isPermanentRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 425 && status !== 429

export function retryAfterMs(response: Response, now: number = Date.now()): number | undefined {
  const value = response.headers.get('Retry-After')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/** The failure of a fetch that threw: its reason, without the address it was sent to. */
export function fetchFailure(error: unknown): PurgeFailure {
  if (error instanceof PurgeFailure) return error
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  const name = (error as { name?: unknown } | null)?.name
  const reason =
    name === 'TimeoutError' || name === 'AbortError' ? 'no answer in time' : typeof cause?.code === 'string' ? cause.code : 'no answer'
  return new PurgeFailure(reason)
}

export async function refusal(response: Response, what: string, detail = ''): Promise<PurgeFailure> {
  await response.body?.cancel()
  return new PurgeFailure(`${what} answered ${response.status}${detail}`, retryAfterMs(response), isPermanentRefusal(response.status))
}
