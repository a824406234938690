/**
 * At most `limit` tasks run at once, the others wait in arrival order; past `maxQueued` waiting, a task is refused at
 * once (the caller answers 503) rather than piling up memory. The image service's encoding uses it (decision 0011).
 */
export class QueueFullError extends Error {
  constructor(message = 'Too many tasks are waiting; try again shortly.') {
    super(message)
    this.name = 'QueueFullError'
  }
}

export class Semaphore {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly limit: number,
    private readonly maxQueued = Number.POSITIVE_INFINITY,
    private readonly fullMessage?: string,
  ) {}

  /** Runs the task when a slot is free; rejects with QueueFullError when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxQueued) throw new QueueFullError(this.fullMessage)
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter: the count stays.
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
