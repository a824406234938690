import { describe, expect, it } from 'vitest'
import { QueueFullError, Semaphore } from './semaphore'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the next when one ends', async () => {
    const gate = new Semaphore(2, 10)
    const gates = [deferred(), deferred(), deferred()]
    let running = 0
    let most = 0
    const tasks = gates.map((g) =>
      gate.run(async () => {
        running++
        most = Math.max(most, running)
        await g.promise
        running--
      }),
    )
    await tick()
    expect([gate.active, gate.queued, running]).toEqual([2, 1, 2])
    gates[0]!.resolve()
    await tick()
    expect([gate.active, gate.queued, running]).toEqual([2, 0, 2])
    gates[1]!.resolve()
    gates[2]!.resolve()
    await Promise.all(tasks)
    expect([gate.active, gate.queued, most]).toEqual([0, 0, 2])
  })

  it('refuses at once when the queue is full', async () => {
    const gate = new Semaphore(1, 1)
    const block = deferred()
    const first = gate.run(() => block.promise)
    const second = gate.run(async () => 'second')
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError)
    block.resolve()
    await first
    await expect(second).resolves.toBe('second')
  })

  it('frees the slot when a task fails', async () => {
    const gate = new Semaphore(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(gate.active).toBe(0)
    await expect(gate.run(async () => 1)).resolves.toBe(1)
  })

  it('starts tasks in arrival order, at once while below the limit, and waits without a bound by default', async () => {
    const gate = new Semaphore(2)
    const started: number[] = []
    const block = deferred()
    const tasks = [1, 2, 3, 4, 5, 6].map((n) =>
      gate.run(async () => {
        started.push(n)
        await block.promise
        return n
      }),
    )
    expect(started).toEqual([1, 2])
    expect(gate.queued).toBe(4)
    block.resolve()
    expect(await Promise.all(tasks)).toEqual([1, 2, 3, 4, 5, 6])
    expect(started).toEqual([1, 2, 3, 4, 5, 6])
  })

  it("refuses with the owner's message", async () => {
    const gate = new Semaphore(0, 0, 'Too many images are being prepared; try again shortly.')
    await expect(gate.run(async () => 1)).rejects.toThrow('Too many images are being prepared; try again shortly.')
  })
})
