/**
 * A counting semaphore with a bounded queue: at most `limit` tasks run at once, at most `maxQueued`
 * wait, and any more are refused at once (the caller answers 503) rather than piling up memory.
 */
export class QueueFullError extends Error {
  constructor() {
    super('Too many images are being prepared; try again shortly.')
  }
}

export class Semaphore {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  /** Runs the task when a slot is free; rejects with QueueFullError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued) throw new QueueFullError()
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next waiter (the count stays), or free it.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get active(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting.length
  }
}
