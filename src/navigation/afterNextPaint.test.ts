import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('runs the work in a task after the next frame, not in the frame callback itself', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('document', { visibilityState: 'visible' })
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const work = vi.fn()
    afterNextPaint(work)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(work).not.toHaveBeenCalled()
    frames[0]!(0)
    expect(work).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(work).toHaveBeenCalledOnce()
  })

  it('in a hidden tab, which paints no frames, runs the work after a timeout', async () => {
    const requestFrame = vi.fn()
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    vi.stubGlobal('requestAnimationFrame', requestFrame)
    const work = vi.fn()
    afterNextPaint(work)
    expect(work).not.toHaveBeenCalled()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(work).toHaveBeenCalledOnce()
    expect(requestFrame).not.toHaveBeenCalled()
  })
})
