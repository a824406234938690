import { describe, expect, it } from 'vitest'
import { impactTexts } from './impactTexts'

describe('impactTexts', () => {
  it.each([
    ['en', { energy: '116,937', co2: '41,208', solar: '90%' }],
    ['it', { energy: '116.937', co2: '41.208', solar: '90%' }],
  ] as const)('writes the figures as %s does', (locale, expected) => {
    expect(impactTexts(locale)).toEqual(expected)
  })
})
