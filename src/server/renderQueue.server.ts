/**
 * At most `limit` page renders run at once; the others wait in arrival order. Rendering is CPU
 * work on one thread: interleaving fifty renders does not finish any sooner, it makes every one of
 * them late and piles up garbage, so a burst of misses ends with multi-second tails and timeouts.
 * In a queue, a request waits about (its place in line x one render) and the first ones are
 * answered at once. Measured in docs/decisions/0012.
 *
 * Two lanes (docs/decisions/0028): the site's own pages (the sitemap's, and the refresh of a page
 * already cached) go before everything else, so a crawler rendering thousands of unique URLs
 * (filter combinations, unknown slugs) never makes a visitor of an ordinary page wait behind it.
 * The other lane renders `otherConcurrency` pages at once (one by default): a render is a synchronous
 * stretch of the event loop, and every cached page served meanwhile waits for it, so the fewer of
 * them interleave, the less a visitor of a cached page feels a crawler. And it is bounded: past
 * `maxQueued` waiting, or once the expected wait passes `maxWaitMs`, a render is refused at once
 * with a `RenderShed` (the server answers 503 with Retry-After) rather than kept waiting for a
 * client that would time out anyway.
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

  /** Renders running now, of either lane, and of the other lane (the stats line reports them). */
  get active(): { all: number; other: number; meanMs: number } {
    return { all: this.running, other: this.runningOther, meanMs: Math.round(this.meanMs) }
  }

  /** Renders refused since the start (health reports it). */
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
      // The slot is free again on the event loop's next turn, not now: renders asked for by requests read
      // in one turn (each deferred to that turn's end by the page cache) would otherwise each find it free
      // and run back to back, a render's data being in memory: under a flood of unique URLs fourteen of
      // them (280 ms) ran in one turn while a cached page waited (docs/decisions/0028).
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

  /**
   * Hands free slots to the next in line, the site's pages first. It runs on the turn after a render
   * ended (see `run`), so the server has read the requests that arrived meanwhile: a render whose data
   * is in memory runs in microtasks only, and a line of them handed over at once would run without
   * the server ever reading another request (a cached page asked for meanwhile would wait for all).
   */
  private dispatch() {
    for (const lane of ['site', 'other'] as const) {
      while (this.waiting[lane].length > 0 && this.canStart(lane)) {
        this.take(lane)
        this.waiting[lane].shift()!()
      }
    }
  }

  /** Throws a RenderShed when the `other` lane is full or its wait would be too long. */
  private admitOther() {
    const ahead = this.queued + 1
    const expectedWaitMs = (ahead * this.meanMs) / this.otherLimit
    if (this.waiting.other.length >= this.maxQueued || expectedWaitMs > this.maxWaitMs) {
      this.shedCount++
      // Ask for about the time the line needs to clear, at least a second.
      throw new RenderShed(Math.max(1, Math.ceil(expectedWaitMs / 1000)))
    }
  }
}
