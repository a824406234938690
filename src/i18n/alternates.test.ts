import { afterEach, describe, expect, it, vi } from 'vitest'
import { counterpartPath, otherLocales, rememberLocale } from './alternates'

describe('counterpartPath', () => {
  it.each([
    ['/', 'it', '/it'],
    ['/', 'en', '/'],
    ['/it', 'en', '/'],
    ['/it', 'it', '/it'],
    ['/about-us', 'it', '/it/chi-siamo'],
    ['/it/chi-siamo', 'en', '/about-us'],
    ['/showcases/pastisserie', 'it', '/it/vetrine-refrigerate/pasticceria'],
    ['/it/cerca', 'en', '/search'],
    ['/unknown', 'it', '/it'],
    ['/it/sconosciuta', 'en', '/'],
    ['/about-us/extra', 'it', '/it'],
  ] as const)('%s in %s is %s', (from, to, expected) => {
    expect(counterpartPath(from, to)).toBe(expected)
  })

  it('uses the slug of the other language when the page knows it', () => {
    expect(counterpartPath('/product/aurora-90-cake-display', 'it', { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci' })).toBe(
      '/it/prodotto/aurora-90-vetrina-dolci',
    )
    expect(counterpartPath('/it/storie-dei-clienti/storia', 'en', { it: 'storia', en: 'story' })).toBe('/customer-stories/story')
  })

  it('keeps the slug when the other language has none', () => {
    expect(counterpartPath('/product/only-english', 'it')).toBe('/it/prodotto/only-english')
    expect(counterpartPath('/product/only-english', 'it', { en: 'only-english' })).toBe('/it/prodotto/only-english')
    expect(counterpartPath('/it/prodotto/solo-italiano', 'en', {})).toBe('/product/solo-italiano')
  })

  it('carries a slug that needs encoding through decoded, then encoded again', () => {
    expect(counterpartPath('/product/caf%C3%A9-90', 'it')).toBe('/it/prodotto/caf%C3%A9-90')
    expect(counterpartPath('/product/a', 'it', { it: 'vetrina à 90' })).toBe('/it/prodotto/vetrina%20%C3%A0%2090')
  })

  it('ignores slugs on a page that has none', () => {
    expect(counterpartPath('/about-us', 'it', { it: 'storia' })).toBe('/it/chi-siamo')
  })
})

describe('otherLocales', () => {
  it.each([
    ['en', ['it']],
    ['it', ['en']],
  ] as const)('besides %s: %j', (current, others) => {
    expect(otherLocales(current).map((l) => l.code)).toEqual(others)
  })
})

describe('rememberLocale', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each(['it', 'en'] as const)('keeps %s in the language cookie for a year, on the whole site', (locale) => {
    const document = { cookie: '' }
    vi.stubGlobal('document', document)
    rememberLocale(locale)
    expect(document.cookie).toBe(`PARAGLIDE_LOCALE=${locale}; path=/; max-age=31536000; SameSite=Lax`)
  })
})
