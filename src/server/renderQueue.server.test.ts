import { describe, expect, it } from 'vitest'
import { RenderQueue } from './renderQueue.server'

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
})
