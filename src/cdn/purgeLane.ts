/**
 * The purges owed to one CDN (docs/decisions/0049, 0065): a burst coalesces into batches sent as its token bucket allows;
 * a backlog the bucket cannot drain before the pages expire anyway collapses to broader tags; a failure is tried
 * again, a permanent refusal is not.
 */
import { PurgeFailure, type CdnAdapter } from './adapter'

export type LaneOptions = {
  /** How long the first tags of a quiet lane wait for the rest of their change. */
  gatherMs: number
  retryMs: number
  maxRetryMs: number
  timeoutMs: number
  /** How long a page may be stored: a purge that would arrive later than this is of no use (the page expired). */
  horizonMs: number
  /** The broader tags that purge at least what `tags` do (fewer of them). */
  collapse: (tags: readonly string[]) => string[]
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  onResult?: (result: { cdn: string; tags: number; ok: boolean; reason?: string; dropped?: boolean }) => void
  onCollapse?: (collapse: { cdn: string; from: number; to: number; seconds: number }) => void
}

export type LaneStatus = {
  cdn: string
  pendingTags: number
  purges: number
  lastPurgeAt: number | null
  failingSince: number | null
  lastFailure: string | null
  /** Tags given up after a permanent refusal (a wrong token): purged by no one. */
  droppedTags: number
}

export class PurgeLane {
  private readonly pending = new Set<string>()
  private readonly sending = new Set<string>()
  /** Since a collapse, every tag is owed until the lane has nothing left (the broader tags stand for them). */
  private collapsed = false
  private running: Promise<void> | undefined
  private tokens: number
  private refilledAt: number
  private state: Omit<LaneStatus, 'cdn' | 'pendingTags'> = {
    purges: 0,
    lastPurgeAt: null,
    failingSince: null,
    lastFailure: null,
    droppedTags: 0,
  }
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>

  constructor(
    readonly adapter: CdnAdapter,
    private readonly options: LaneOptions,
  ) {
    this.now = options.now ?? Date.now
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    this.tokens = adapter.rateLimit?.bucket ?? 0
    this.refilledAt = this.now()
  }

  add(tags: Iterable<string>): void {
    for (const tag of tags) this.pending.add(tag)
    if (this.pending.size > 0) this.running ??= this.run().finally(() => (this.running = undefined))
  }

  /** Whether `tag` is still to be sent (waiting, or in a request that has not been answered). */
  owes(tag: string): boolean {
    if (this.pending.size + this.sending.size === 0) this.collapsed = false
    return this.collapsed || this.pending.has(tag) || this.sending.has(tag)
  }

  idle(): Promise<void> {
    return this.running ?? Promise.resolve()
  }

  status(): LaneStatus {
    return { cdn: this.adapter.name, pendingTags: this.pending.size + this.sending.size, ...this.state }
  }

  private async run(): Promise<void> {
    await this.sleep(this.options.gatherMs)
    let backoff = this.options.retryMs
    while (this.pending.size > 0) {
      this.collapseIfLate()
      await this.takeToken()
      const batch = [...this.pending].slice(0, this.adapter.tagsPerRequest)
      for (const tag of batch) {
        this.pending.delete(tag)
        this.sending.add(tag)
      }
      const failure = await this.adapter.purge(batch, AbortSignal.timeout(this.options.timeoutMs)).then(
        () => undefined,
        (error: unknown) =>
          error instanceof PurgeFailure ? error : new PurgeFailure(error instanceof Error ? error.message : String(error)),
      )
      for (const tag of batch) this.sending.delete(tag)
      if (!failure) {
        this.state = { ...this.state, purges: this.state.purges + 1, lastPurgeAt: this.now(), failingSince: null, lastFailure: null }
        this.options.onResult?.({ cdn: this.adapter.name, tags: batch.length, ok: true })
        backoff = this.options.retryMs
        continue
      }
      this.state = { ...this.state, failingSince: this.state.failingSince ?? this.now(), lastFailure: failure.message }
      if (failure.permanent) {
        this.state.droppedTags += batch.length
        this.options.onResult?.({ cdn: this.adapter.name, tags: batch.length, ok: false, reason: failure.message, dropped: true })
        continue
      }
      for (const tag of batch) this.pending.add(tag)
      this.options.onResult?.({ cdn: this.adapter.name, tags: batch.length, ok: false, reason: failure.message })
      // A CDN that says when to come back has no tokens left until then.
      if (failure.retryAfterMs !== undefined) this.tokens = 0
      await this.sleep(Math.max(backoff, failure.retryAfterMs ?? 0))
      backoff = Math.min(backoff * 2, this.options.maxRetryMs)
    }
  }

  private refill(): void {
    const limit = this.adapter.rateLimit
    if (!limit) return
    const now = this.now()
    this.tokens = Math.min(limit.bucket, this.tokens + ((now - this.refilledAt) / 1000) * limit.refillPerSecond)
    this.refilledAt = now
  }

  private async takeToken(): Promise<void> {
    const limit = this.adapter.rateLimit
    if (!limit) return
    for (;;) {
      this.refill()
      if (this.tokens >= 1) {
        this.tokens -= 1
        return
      }
      await this.sleep(Math.ceil(((1 - this.tokens) / limit.refillPerSecond) * 1000))
    }
  }

  /** When the requests owed would take the bucket past the pages' lifetime, fewer and broader tags purge as much. */
  private collapseIfLate(): void {
    const limit = this.adapter.rateLimit
    if (!limit) return
    this.refill()
    const requests = Math.ceil(this.pending.size / this.adapter.tagsPerRequest)
    const seconds = Math.max(0, requests - Math.floor(this.tokens)) / limit.refillPerSecond
    if (seconds * 1000 <= this.options.horizonMs) return
    const before = this.pending.size
    const broader = this.options.collapse([...this.pending])
    this.pending.clear()
    for (const tag of broader) this.pending.add(tag)
    this.collapsed = true
    this.options.onCollapse?.({ cdn: this.adapter.name, from: before, to: this.pending.size, seconds: Math.round(seconds) })
  }
}
