/** One CDN as the purger sees it (docs/decisions/0049): a name (never an address or a secret), its limits, a purge. */
export interface CdnAdapter {
  readonly name: string
  readonly tagsPerRequest: number
  /** The most purge requests a minute, when the CDN limits them (past it, it answers 429). */
  readonly requestsPerMinute?: number
  purge(tags: readonly string[], signal: AbortSignal): Promise<void>
}

/** A purge the CDN refused or never answered: tried again later, after `retryAfterMs` when it said so. */
export class PurgeFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'PurgeFailure'
  }
}

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

export async function refusal(response: Response, what: string): Promise<PurgeFailure> {
  await response.body?.cancel()
  return new PurgeFailure(`${what} answered ${response.status}`, retryAfterMs(response))
}
