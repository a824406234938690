/**
 * At most `total` holders at once, and at most `perKey` for one key (a visitor's address). A place is given at once or
 * refused, never queued: a download holds its place for as long as it runs (decision 0068).
 */
export type GatePlace = { release: () => void }

export class Gate {
  private held = 0
  private readonly byKey = new Map<string, number>()

  constructor(
    private readonly total: number,
    private readonly perKey: number,
  ) {}

  /** A place (released once, however often `release` is called), or why there is none. */
  enter(key: string): GatePlace | 'full' | 'key-full' {
    const mine = this.byKey.get(key) ?? 0
    if (mine >= this.perKey) return 'key-full'
    if (this.held >= this.total) return 'full'
    this.held++
    this.byKey.set(key, mine + 1)
    let released = false
    return {
      release: () => {
        if (released) return
        released = true
        this.held--
        const left = (this.byKey.get(key) ?? 1) - 1
        if (left > 0) this.byKey.set(key, left)
        else this.byKey.delete(key)
      },
    }
  }

  get active(): number {
    return this.held
  }
}

/** `body` passed on; `onEnd` runs once when it is read to the end, fails, or is cancelled (the visitor went). */
export function onBodyEnd(body: ReadableStream<Uint8Array>, onEnd: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let ended = false
  const end = () => {
    if (!ended) {
      ended = true
      onEnd()
    }
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          end()
          controller.close()
        } else controller.enqueue(value)
      } catch (error) {
        end()
        controller.error(error)
      }
    },
    cancel(reason) {
      end()
      return reader.cancel(reason)
    },
  })
}
