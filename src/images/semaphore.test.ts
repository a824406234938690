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
})
