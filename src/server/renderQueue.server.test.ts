import { describe, expect, it } from 'vitest'
import { RenderQueue, RenderShed } from './renderQueue.server'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('RenderQueue', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const queue = new RenderQueue(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task = (n: number) => async () => {
      started.push(n)
      running++
      most = Math.max(most, running)
      await tick()
      running--
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue.run(task(n))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6])
    expect(most).toBe(2)
    expect(started).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('frees the slot when a task fails', async () => {
    const queue = new RenderQueue(1)
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await queue.run(async () => 'next')).toBe('next')
    expect(queue.queued).toBe(0)
  })

  it('starts a task at once while below the limit', async () => {
    const queue = new RenderQueue(3)
    let started = false
    const done = queue.run(async () => {
      started = true
    })
    expect(started).toBe(true)
    await done
  })

  it('runs one render a turn when requests read in one turn each ask for one whose work is synchronous', async () => {
    const queue = new RenderQueue(1)
    const order: string[] = []
    const task = (n: number) => async () => {
      order.push(`render ${n}`)
      setImmediate(() => order.push(`turn after ${n}`))
    }
    // As the page cache defers each request's render to the end of the turn that read it.
    await new Promise<void>((resolve) => {
      const done: Array<Promise<void>> = []
      for (const n of [1, 2, 3]) setImmediate(() => done.push(queue.run(task(n), 'other')))
      setImmediate(() => void Promise.all(done).then(() => resolve()))
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['render 1', 'turn after 1', 'render 2', 'turn after 2', 'render 3', 'turn after 3'])
  })

  it("runs the site's pages before other renders that wait", async () => {
    const queue = new RenderQueue(1)
    const started: string[] = []
    const task = (name: string) => async () => {
      started.push(name)
      await tick()
    }
    await Promise.all([
      queue.run(task('first'), 'other'),
      queue.run(task('search-1'), 'other'),
      queue.run(task('search-2'), 'other'),
      queue.run(task('product'), 'site'),
    ])
    expect(started).toEqual(['first', 'product', 'search-1', 'search-2'])
  })

  it('refuses other renders past maxQueued waiting, never the site pages', async () => {
    const queue = new RenderQueue(1, { maxQueued: 2, maxWaitMs: 60_000 })
    const runs = [queue.run(() => new Promise((resolve) => setTimeout(resolve, 5)), 'other')]
    runs.push(
      queue.run(async () => 'a', 'other'),
      queue.run(async () => 'b', 'other'),
    )
    await expect(queue.run(async () => 'c', 'other')).rejects.toBeInstanceOf(RenderShed)
    runs.push(queue.run(async () => 'site', 'site'))
    await Promise.all(runs)
    expect(queue.shed).toBe(1)
  })

  it('refuses other renders whose expected wait passes maxWaitMs, asking to retry after about that wait', async () => {
    let now = 0
    const queue = new RenderQueue(2, { otherConcurrency: 2, maxQueued: 100, maxWaitMs: 1000, now: () => now })
    // One render of 400 ms teaches the queue how long a render takes.
    await queue.run(async () => {
      now += 400
    })
    // Its slot is free on the next turn.
    await new Promise((resolve) => setImmediate(resolve))
    const hold: Array<() => void> = []
    const slow = () => new Promise<void>((resolve) => hold.push(resolve))
    const running = [queue.run(slow), queue.run(slow)]
    // Waiting: 1 (0.2 s), 2 (0.4 s), 3, 4, 5 (1 s) are let in; the sixth would wait 1.2 s.
    const waiting = [1, 2, 3, 4, 5].map(() => queue.run(async () => undefined, 'other'))
    const refused = await queue.run(async () => undefined, 'other').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RenderShed)
    expect((refused as RenderShed).retryAfterSeconds).toBe(2)
    for (const release of hold) release()
    await Promise.all([...running, ...waiting])
  })

  it('runs at most otherConcurrency other renders at once, and site pages beside them up to the limit', async () => {
    const queue = new RenderQueue(3, { otherConcurrency: 1 })
    const running = { site: 0, other: 0 }
    const releases: Array<() => void> = []
    const held = (lane: 'site' | 'other') => () => {
      running[lane]++
      return new Promise<void>((resolve) =>
        releases.push(() => {
          running[lane]--
          resolve()
        }),
      )
    }
    const turn = () => new Promise((resolve) => setImmediate(resolve))
    const all = [...[1, 2, 3].map(() => queue.run(held('other'), 'other')), ...[1, 2, 3].map(() => queue.run(held('site'), 'site'))]
    await turn()
    expect(running).toStrictEqual({ site: 2, other: 1 })
    // The other render ends: its slot goes to the site page waiting, not to the other renders.
    releases.shift()!()
    await turn()
    await turn()
    expect(running).toStrictEqual({ site: 3, other: 0 })
    while (releases.length) {
      releases.shift()!()
      await turn()
      await turn()
    }
    await Promise.all(all)
    expect(running).toStrictEqual({ site: 0, other: 0 })
  })

  it('reports the renders running, of the other lane among them, and their moving mean', async () => {
    let now = 0
    const queue = new RenderQueue(2, { otherConcurrency: 1, now: () => now })
    const turn = () => new Promise((resolve) => setImmediate(resolve))
    expect(queue.active).toStrictEqual({ all: 0, other: 0, meanMs: 0 })
    let release!: () => void
    const other = queue.run(() => new Promise<void>((resolve) => (release = resolve)), 'other')
    const site = queue.run(async () => {
      now += 400
    })
    expect(queue.active).toStrictEqual({ all: 2, other: 1, meanMs: 0 })
    await site
    await turn()
    // The first render sets the mean; a site render ending frees no slot of the other lane.
    expect(queue.active).toStrictEqual({ all: 1, other: 1, meanMs: 400 })
    release()
    await other
    await turn()
    expect(queue.active).toStrictEqual({ all: 0, other: 0, meanMs: 400 })
    // Later renders move it a tenth of the way: 400 then 1400 ms is a mean of 500, not the last one.
    await queue.run(async () => {
      now += 1400
    })
    await turn()
    expect(queue.active.meanMs).toBe(500)
  })

  it('says why it refused a render', async () => {
    const queue = new RenderQueue(1, { maxQueued: 0 })
    const running = queue.run(() => new Promise((resolve) => setTimeout(resolve, 5)), 'other')
    const refused = await queue.run(async () => undefined, 'other').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(RenderShed)
    expect((refused as RenderShed).message).toBe('too many renders waiting')
    await running
  })
})
