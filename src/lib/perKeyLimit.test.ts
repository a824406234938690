import { describe, expect, it } from 'vitest'
import { PerKeyLimit } from './perKeyLimit'

describe('PerKeyLimit', () => {
  it('lets each key take `max` per window, whatever the others do', () => {
    const limit = new PerKeyLimit(2, 60_000)
    expect([limit.take('a', 0), limit.take('a', 1), limit.take('a', 2)]).toEqual([true, true, false])
    expect(limit.take('b', 3)).toBe(true)
    expect(limit.take('a', 59_999)).toBe(false)
    expect(limit.take('a', 60_000)).toBe(true)
  })

  it('remembers a bounded number of keys: a crowd of new ones pushes the oldest out', () => {
    const limit = new PerKeyLimit(1, 60_000, 3)
    for (const key of ['a', 'b', 'c']) limit.take(key, 0)
    expect(limit.take('a', 1)).toBe(false)
    limit.take('d', 2)
    // `a` was the oldest window: forgotten, so it may take again.
    expect(limit.take('a', 3)).toBe(true)
    expect(limit.take('c', 4)).toBe(false)
  })
})
