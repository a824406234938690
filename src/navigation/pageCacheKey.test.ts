import { describe, expect, it } from 'vitest'
import { pageCacheKey } from './pageCacheKey'

describe('pageCacheKey', () => {
  const key = (locale: string, href: string, hostLocale?: string) => pageCacheKey(locale, hostLocale, new URL(href, 'http://localhost'))

  it('shares one key between a page and its tagged links', () => {
    expect(key('en', '/?gclid=abc')).toBe(key('en', '/'))
    expect(key('en', '/?utm_source=newsletter&utm_campaign=x')).toBe(key('en', '/'))
    expect(key('it', '/it/cerca?categoria=vino&fbclid=1')).toBe(key('it', '/it/cerca?categoria=vino'))
  })

  it('keeps apart what renders differently', () => {
    expect(key('en', '/')).not.toBe(key('it', '/'))
    expect(key('en', '/search?q=wine')).not.toBe(key('en', '/search'))
    expect(key('en', '/search?q=wine')).not.toBe(key('en', '/search?q=cake'))
    expect(key('en', '/contact')).not.toBe(key('en', '/contact/'))
  })

  it("keeps a language's own domain apart from the default origin (its links have no prefix)", () => {
    expect(key('it', '/', 'it')).not.toBe(key('it', '/'))
    expect(key('it', '/cookies', 'it')).not.toBe(key('en', '/cookies'))
  })

  it('ignores the order of the other parameters', () => {
    expect(key('en', '/search?q=cold&category=wine')).toBe(key('en', '/search?category=wine&q=cold'))
  })
})
