/**
 * At most `limit` renders at once, in arrival order: interleaved renders only make each late (docs/decisions/0060).
 * The site's own pages go first (0028); the other lane runs few at once and sheds past `maxQueued` or `maxWaitMs`.
 */
import { renderLimits } from '#app-config'

export type RenderLane = 'site' | 'other'

/** Thrown to a render the queue refused; `retryAfterSeconds` is what the client is asked to wait. */
export class RenderShed extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many renders waiting')
  }
}

export type RenderQueueOptions = {
  /** Renders of the `other` lane running at once (within `limit`). */
  otherConcurrency?: number
  /** Renders of the `other` lane that may wait; more are refused. */
  maxQueued?: number
  /** Refuse an `other` render whose expected wait (renders ahead x mean render time / limit) passes this. */
  maxWaitMs?: number
  now?: () => number
}

export class RenderQueue {
  private running = 0
  private runningOther = 0
  private readonly otherLimit: number
  private readonly waiting: Record<RenderLane, Array<() => void>> = { site: [], other: [] }
  private readonly maxQueued: number
  private readonly maxWaitMs: number
  private readonly now: () => number
  /** Moving mean of a render's duration (ms), for the expected wait. */
  private meanMs = 0
  private shedCount = 0

  constructor(
    private readonly limit: number,
    options: RenderQueueOptions = {},
  ) {
    this.otherLimit = Math.min(limit, options.otherConcurrency ?? renderLimits.otherConcurrency)
    this.maxQueued = options.maxQueued ?? renderLimits.maxQueued
    this.maxWaitMs = options.maxWaitMs ?? renderLimits.maxWaitMs
    this.now = options.now ?? Date.now
  }

  get queued(): number {
    return this.waiting.site.length + this.waiting.other.length
  }

  get active(): { all: number; other: number; meanMs: number } {
    return { all: this.running, other: this.runningOther, meanMs: Math.round(this.meanMs) }
  }

  get shed(): number {
    return this.shedCount
  }

  async run<T>(task: () => Promise<T>, lane: RenderLane = 'site'): Promise<T> {
    if (this.canStart(lane)) this.take(lane)
    else {
      if (lane === 'other') this.admitOther()
      // The slot is taken for this task by the one that hands it over (dispatch).
      await new Promise<void>((resolve) => this.waiting[lane].push(resolve))
    }
    const started = this.now()
    try {
      return await task()
    } finally {
      // Stryker disable next-line ArithmeticOperator,AssignmentOperator: the mean only feeds the shedding estimate, tested through it
      this.meanMs = this.meanMs === 0 ? this.now() - started : this.meanMs * 0.9 + (this.now() - started) * 0.1
      // Freed on the next turn, so the server reads other requests between renders that run from memory (0028).
      setImmediate(() => {
        this.running--
        if (lane === 'other') this.runningOther--
        this.dispatch()
      })
    }
  }

  private canStart(lane: RenderLane): boolean {
    return this.running < this.limit && (lane === 'site' || this.runningOther < this.otherLimit)
  }

  private take(lane: RenderLane) {
    this.running++
    if (lane === 'other') this.runningOther++
  }

  private dispatch() {
    for (const lane of ['site', 'other'] as const) {
      while (this.waiting[lane].length > 0 && this.canStart(lane)) {
        this.take(lane)
        this.waiting[lane].shift()!()
      }
    }
  }

  private admitOther() {
    const ahead = this.queued + 1
    const expectedWaitMs = (ahead * this.meanMs) / this.otherLimit
    if (this.waiting.other.length >= this.maxQueued || expectedWaitMs > this.maxWaitMs) {
      this.shedCount++
      throw new RenderShed(Math.max(1, Math.ceil(expectedWaitMs / 1000)))
    }
  }
}
