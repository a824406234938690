/** The purges owed to one CDN (docs/decisions/0049): a burst coalesces into batches sent as its rate limit allows. */
import { PurgeFailure, type CdnAdapter } from './adapter'

export type LaneOptions = {
  /** How long the first tags of a quiet lane wait for the rest of their change. */
  gatherMs: number
  retryMs: number
  maxRetryMs: number
  timeoutMs: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  onResult?: (result: { cdn: string; tags: number; ok: boolean; reason?: string }) => void
}

export type LaneStatus = {
  cdn: string
  pendingTags: number
  purges: number
  lastPurgeAt: number | null
  failingSince: number | null
  lastFailure: string | null
}

/** A minute as the CDN counts it, and a second more: our clock and the CDN's see a request at slightly different times. */
const RATE_WINDOW_MS = 61_000

export class PurgeLane {
  private readonly pending = new Set<string>()
  private running: Promise<void> | undefined
  private sentAt: number[] = []
  private state: Omit<LaneStatus, 'cdn' | 'pendingTags'> = { purges: 0, lastPurgeAt: null, failingSince: null, lastFailure: null }
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>

  constructor(
    readonly adapter: CdnAdapter,
    private readonly options: LaneOptions,
  ) {
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
  }

  add(tags: Iterable<string>): void {
    for (const tag of tags) this.pending.add(tag)
    if (this.pending.size > 0) this.running ??= this.run().finally(() => (this.running = undefined))
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  status(): LaneStatus {
    return { cdn: this.adapter.name, pendingTags: this.pending.size, ...this.state }
  }

  private async run(): Promise<void> {
    await this.sleep(this.options.gatherMs)
    let backoff = this.options.retryMs
    while (this.pending.size > 0) {
      await this.waitForRoom()
      const batch = [...this.pending].slice(0, this.adapter.tagsPerRequest)
      for (const tag of batch) this.pending.delete(tag)
      this.sentAt.push(this.now())
      try {
        await this.adapter.purge(batch, AbortSignal.timeout(this.options.timeoutMs))
        this.state = { purges: this.state.purges + 1, lastPurgeAt: this.now(), failingSince: null, lastFailure: null }
        this.options.onResult?.({ cdn: this.adapter.name, tags: batch.length, ok: true })
        backoff = this.options.retryMs
      } catch (error) {
        const failure = error instanceof PurgeFailure ? error : new PurgeFailure(error instanceof Error ? error.message : String(error))
        for (const tag of batch) this.pending.add(tag)
        this.state = { ...this.state, failingSince: this.state.failingSince ?? this.now(), lastFailure: failure.message }
        this.options.onResult?.({ cdn: this.adapter.name, tags: batch.length, ok: false, reason: failure.message })
        await this.sleep(Math.max(backoff, failure.retryAfterMs ?? 0))
        backoff = Math.min(backoff * 2, this.options.maxRetryMs)
      }
    }
  }

  private async waitForRoom(): Promise<void> {
    const limit = this.adapter.requestsPerMinute
    if (limit === undefined) return
    for (;;) {
      const now = this.now()
      this.sentAt = this.sentAt.filter((at) => now - at < RATE_WINDOW_MS)
      if (this.sentAt.length < limit) return
      await this.sleep(this.sentAt[0]! + RATE_WINDOW_MS - now)
    }
  }
}
