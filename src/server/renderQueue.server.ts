/**
 * At most `limit` page renders run at once; the others wait in arrival order. Rendering is CPU
 * work on one thread: interleaving fifty renders does not finish any sooner, it makes every one of
 * them late and piles up garbage, so a burst of misses ends with multi-second tails and timeouts.
 * In a queue, a request waits about (its place in line x one render) and the first ones are
 * answered at once. Measured in docs/decisions/0012.
 */
export class RenderQueue {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(private readonly limit: number) {}

  get queued(): number {
    return this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}
