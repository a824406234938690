import { describe, expect, it } from 'vitest'
import { satisfies } from '../../scripts/lib/node-lts.mjs'

// `npm test` moves to the current LTS when the running Node is outside the test tools' `engines` range.
describe('satisfies (scripts/lib/node-lts.mjs)', () => {
  const range = '^22.12.0 || ^24.0.0 || >=26.0.0'
  it.each([
    ['20.19.0', false],
    ['20.20.0', false],
    ['22.11.9', false],
    ['22.12.0', true],
    ['22.20.1', true],
    ['23.9.0', false],
    ['24.0.0', true],
    ['25.2.0', false],
    ['26.0.0', true],
    ['27.1.0', true],
  ])('Node %s: %s', (version, expected) => {
    expect(satisfies(version, range)).toBe(expected)
  })

  it('reads a range without patch numbers and refuses one it does not understand', () => {
    expect(satisfies('22.13.0', '>=22.13')).toBe(true)
    expect(satisfies('22.12.9', '>=22.13')).toBe(false)
    expect(() => satisfies('22.0.0', '~22.0.0')).toThrow(/Unsupported/)
  })
})
