import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToBrowser } from './yieldToBrowser'

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('ends the task: work already queued as a task runs before it resumes', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    queueMicrotask(() => order.push('microtask'))
    await yieldToBrowser()
    order.push('resumed')
    expect(order).toEqual(['microtask', 'queued task', 'resumed'])
  })

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldSpy })
    await yieldToBrowser()
    expect(yieldSpy).toHaveBeenCalledOnce()
  })
})
