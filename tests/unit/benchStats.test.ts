import { describe, expect, it } from 'vitest'
import { median } from '../../scripts/bench/stats.mjs'

describe('the median of the runs', () => {
  it.each([
    [[3], 3],
    [[1, 3], 2],
    [[5, 1, 3], 3],
    [[4, 1, 3, 2], 2.5],
    [[], Number.NaN],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })
})
