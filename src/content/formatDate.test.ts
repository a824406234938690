import { describe, expect, it } from 'vitest'
import { formatDate } from './formatDate'

describe('formatDate', () => {
  it.each([
    ['2025-10-02', 'en', '2 October 2025'],
    ['2025-10-02', 'it', '2 ottobre 2025'],
    ['2026-01-01', 'en', '1 January 2026'],
    ['2026-12-31', 'it', '31 dicembre 2026'],
  ] as const)('%s in %s -> %s', (date, locale, expected) => {
    expect(formatDate(date, locale)).toBe(expected)
  })

  it('keeps one formatter per language across calls', () => {
    expect(formatDate('2025-10-02', 'en')).toBe(formatDate('2025-10-02', 'en'))
    expect(formatDate('2025-10-02', 'it')).not.toBe(formatDate('2025-10-02', 'en'))
  })
})
