import { describe, expect, it } from 'vitest'
import { RecentKeys } from './recentKeys'

describe('RecentKeys', () => {
  it('says a key is new once, then seen until its window has passed since it first came', () => {
    const keys = new RecentKeys(1000)
    expect(keys.check('a', 0)).toBe('new')
    expect(keys.check('a', 500)).toBe('seen')
    expect(keys.check('a', 999)).toBe('seen')
    expect(keys.check('a', 1001)).toBe('new')
    expect(keys.check('b', 1001)).toBe('new')
  })

  it('forgets expired keys as time goes, and the oldest first past its size', () => {
    const keys = new RecentKeys(1000, 3)
    for (const [key, at] of [
      ['a', 0],
      ['b', 10],
      ['c', 20],
    ] as const)
      keys.check(key, at)
    expect(keys.check('d', 30)).toBe('new')
    expect(keys.size).toBe(3)
    expect(keys.check('a', 40)).toBe('new')
    expect(keys.check('d', 50)).toBe('seen')
    keys.check('e', 5000)
    expect(keys.size).toBe(1)
  })

  it('tells what it remembers, and learns what others saw without telling it again', () => {
    const told: string[] = []
    const keys = new RecentKeys(1000, 10, (key) => told.push(key))
    keys.check('a', 0)
    keys.check('a', 1)
    keys.learn('b', 2)
    expect(keys.check('b', 3)).toBe('seen')
    expect(told).toEqual(['a'])
  })
})
