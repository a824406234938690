import { describe, expect, it } from 'vitest'
import { timing } from '#app-config'
import { isChunkLoadError, shouldReload } from './ChunkReloadGuard'

describe('chunk reload guard', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('error loading dynamically imported module'), true],
    [new Error('Unable to preload CSS for /assets/x.css'), true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('recognises %s', (error, expected) => expect(isChunkLoadError(error)).toBe(expected))

  it('reloads at most once per guard interval', () => {
    const now = 1_000_000
    expect(shouldReload(null, now)).toBe(true)
    expect(shouldReload(now - 1000, now)).toBe(false)
    expect(shouldReload(now - timing.chunkReloadGuardMs + 1, now)).toBe(false)
    expect(shouldReload(now - timing.chunkReloadGuardMs, now)).toBe(true)
  })
})
