import { describe, expect, it } from 'vitest'
import { Gate, onBodyEnd, type GatePlace } from './gate'

const place = (entered: ReturnType<Gate['enter']>) => {
  if (typeof entered === 'string') throw new Error(entered)
  return entered
}

describe('Gate', () => {
  it('gives a key at most its share, and everyone together at most the total', () => {
    const gate = new Gate(3, 2)
    const first = place(gate.enter('203.0.113.1'))
    place(gate.enter('203.0.113.1'))
    expect(gate.enter('203.0.113.1')).toBe('key-full')
    place(gate.enter('198.51.100.2'))
    expect(gate.enter('198.51.100.3')).toBe('full')
    first.release()
    // Released twice, freed once.
    first.release()
    expect(gate.active).toBe(2)
    place(gate.enter('198.51.100.3'))
    expect(gate.enter('203.0.113.1')).toBe('full')
  })

  it('forgets a key that holds nothing', () => {
    const gate = new Gate(10, 1)
    place(gate.enter('a')).release()
    expect(gate.enter('a')).not.toBe('key-full')
  })
})

describe('onBodyEnd', () => {
  const body = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    })

  it('runs once at the end of a body read whole, passing it unchanged', async () => {
    let ends = 0
    expect(await new Response(onBodyEnd(body('ab', 'c'), () => ends++)).text()).toBe('abc')
    expect(ends).toBe(1)
  })

  it('runs when the reader goes away, and when the body fails', async () => {
    const ended: string[] = []
    const reader = onBodyEnd(body('a', 'b'), () => ended.push('cancelled')).getReader()
    await reader.read()
    await reader.cancel()
    const failing = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('store gone')) })
    await expect(new Response(onBodyEnd(failing, () => ended.push('failed'))).text()).rejects.toThrow('store gone')
    expect(ended).toEqual(['cancelled', 'failed'])
  })

  it('keeps a place only while the body runs', async () => {
    const gate = new Gate(1, 1)
    const held: GatePlace = place(gate.enter('a'))
    await new Response(onBodyEnd(body('x'), held.release)).text()
    expect(gate.active).toBe(0)
  })
})
