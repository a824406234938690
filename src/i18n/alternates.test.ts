import { describe, expect, it } from 'vitest'
import { counterpartPath } from './alternates'
import { localeFromParam, localeFromPathname } from './locale'

describe('counterpartPath', () => {
  it.each([
    ['/', 'it', '/it'],
    ['/it', 'en', '/'],
    ['/about-us', 'it', '/it/chi-siamo'],
    ['/it/chi-siamo', 'en', '/about-us'],
    ['/showcases/pastisserie', 'it', '/it/vetrine-refrigerate/pasticceria'],
    ['/it/cerca', 'en', '/search'],
    ['/unknown', 'it', '/it'],
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
  })
})

describe('locale helpers', () => {
  it.each([
    ['/', 'en'],
    ['/it', 'it'],
    ['/it/chi-siamo', 'it'],
    ['/italy', 'en'],
    ['/en/about-us', 'en'],
  ] as const)('%s is %s', (path, locale) => expect(localeFromPathname(path)).toBe(locale))

  it.each([
    [undefined, 'en'],
    ['it', 'it'],
    ['fr', 'en'],
  ] as const)('param %s is %s', (param, locale) => expect(localeFromParam(param)).toBe(locale))
})
