import { describe, expect, it } from 'vitest'
import { readCapped } from './readCapped.server'

/** A stream of the given chunks that records whether it was cancelled and how many chunks were pulled. */
function chunks(...sizes: number[]) {
  const state = { cancelled: false, pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = sizes[state.pulled++]
      if (size === undefined) controller.close()
      else controller.enqueue(new Uint8Array(size).fill(state.pulled))
    },
    cancel() {
      state.cancelled = true
    },
  })
  return { stream, state }
}

describe('readCapped', () => {
  it.each([
    [[], 10, 0],
    [[4, 6], 10, 10],
    [[10], 10, 10],
    [[3, 3, 3], 9, 9],
  ])('chunks %j under a cap of %i: the whole body (%i bytes)', async (sizes, cap, length) => {
    const { stream, state } = chunks(...sizes)
    const body = await readCapped(stream, cap)
    expect(body?.byteLength).toBe(length)
    expect(state.cancelled).toBe(false)
  })

  it('keeps the bytes in order', async () => {
    const { stream } = chunks(2, 1)
    expect([...(await readCapped(stream, 3))!]).toEqual([1, 1, 2])
  })

  it.each([
    [[11], 10],
    [[6, 5], 10],
    [[1, 1], 1],
  ])('chunks %j over a cap of %i: null, the stream cancelled', async (sizes, cap) => {
    const { stream, state } = chunks(...sizes, 100, 100)
    expect(await readCapped(stream, cap)).toBeNull()
    expect(state.cancelled).toBe(true)
    // It stopped at the chunk that passed the cap.
    expect(state.pulled).toBeLessThanOrEqual(sizes.length + 1)
  })

  it('reads no body as an empty one', async () => {
    expect((await readCapped(null, 0))?.byteLength).toBe(0)
  })
})
