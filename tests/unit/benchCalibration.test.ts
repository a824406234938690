import { describe, expect, it } from 'vitest'
import { calibratedMultiplier, DEFAULT_MULTIPLIER, settledIndex } from '../../scripts/bench/calibration.mjs'

describe("the bench's Lighthouse CPU calibration (Lighthouse's throttling calculator)", () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
    [149, 1],
    [Number.NaN, 1],
  ])('a host of index %d is slowed down %dx', (index, multiplier) => {
    expect(calibratedMultiplier(index)).toBeCloseTo(multiplier, 2)
  })

  it("emulates about the same phone on any host fast enough, the one Lighthouse's default 4x emulates on a 1533 host", () => {
    const phone = 1533 / DEFAULT_MULTIPLIER
    for (const host of [900, 1200, 1500, 1800, 2018]) {
      const emulated = host / calibratedMultiplier(host)
      expect(emulated / phone).toBeGreaterThan(0.85)
      expect(emulated / phone).toBeLessThan(1.15)
    }
  })
})

describe("the host's settled index: the first reading of a fresh browser is thrown away, the median of the rest used", () => {
  it.each([
    [[1116, 2562, 2562, 2501], 2562],
    [[1535, 1698, 2415, 2475], 2415],
    [[2500, 1000, 2000, 3000], 2000],
    [[100, 2400, 2600], 2500],
    [[1586, 2401, Number.NaN, 2531], 2466],
    [[2500], Number.NaN],
    [[], Number.NaN],
  ])('readings %j settle at %d', (readings, index) => {
    expect(settledIndex(readings)).toBe(index)
  })
})
