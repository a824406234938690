import { describe, expect, it, vi } from 'vitest'
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

  it('builds one formatter per language, however many dates it writes', async () => {
    vi.resetModules()
    const Original = Intl.DateTimeFormat
    let built = 0
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Original>) {
      built++
      return new Original(...args)
    } as unknown as typeof Original
    try {
      const { formatDate: fresh } = await import('./formatDate')
      for (const date of ['2025-10-02', '2025-11-03', '2026-01-01']) {
        fresh(date, 'en')
        fresh(date, 'it')
      }
      expect(built).toBe(2)
    } finally {
      Intl.DateTimeFormat = Original
    }
  })
})
