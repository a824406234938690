import { afterEach, describe, expect, it, vi } from 'vitest'
import { inTaskOfItsOwn, yieldToBrowser } from './routerInTasks'

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

describe('inTaskOfItsOwn', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('in the browser, builds in a task of its own and resolves in the task after it', async () => {
    vi.stubGlobal('scheduler', undefined)
    const order: string[] = []
    setTimeout(() => order.push('task queued before'), 0)
    const built = inTaskOfItsOwn(() => {
      order.push('build')
      setTimeout(() => order.push('task queued by the build'), 0)
      return 'router'
    }, true)
    expect(order).toEqual([])
    expect(await built).toBe('router')
    order.push('resumed')
    expect(order).toEqual(['task queued before', 'build', 'task queued by the build', 'resumed'])
  })

  it('on the server, builds at once', async () => {
    const order: string[] = []
    setTimeout(() => order.push('task'), 0)
    const built = inTaskOfItsOwn(() => (order.push('build'), 'router'), false)
    expect(order).toEqual(['build'])
    expect(await built).toBe('router')
    expect(order).toEqual(['build'])
  })
})
