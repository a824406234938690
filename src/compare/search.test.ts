import { describe, expect, it } from 'vitest'
import { languageSearch } from './languageSearch'
import { compareSearch } from './search'

describe('compareSearch', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof compareSearch>]>([
    ['the products as written', { products: 'a,b' }, { products: 'a,b' }],
    ['a number the router parsed', { products: 90 }, { products: '90' }],
    ['a repeated parameter', { products: ['a', 'b'] }, { products: 'a,b' }],
    ['an object, as text no slug matches', { products: { a: 1 } }, { products: '{}' }],
    ['only differences', { products: 'a', differences: 'only' }, { products: 'a', differences: 'only' }],
    ['no products at all', {}, {}],
    ['an empty list (asked, but nothing in it)', { products: '' }, { products: '' }],
  ])('reads %s', (_, search, expected) => expect(compareSearch(search)).toEqual(expected))

  it.each<[string, Record<string, unknown>]>([
    ['another value of differences', { differences: 'all' }],
    ['unknown parameters', { sort: 'name', page: 2 }],
    ['a differences flag the router parsed as a boolean', { differences: true }],
  ])('drops %s', (_, search) => expect(compareSearch(search)).toEqual({}))
})

describe('languageSearch', () => {
  const alternates = {
    en: ['aurora-90-cake-display', 'petra-100-cake-display'],
    it: ['aurora-90-vetrina-dolci', 'petra-100-vetrina-dolci'],
    de: ['aurora-90-kuchenvitrine', 'petra-100-kuchenvitrine'],
  }
  it('gives each language the slugs of the same products', () => {
    expect(languageSearch({ alternates }, { products: 'aurora-90-cake-display,petra-100-cake-display' })).toEqual({
      en: '?products=aurora-90-cake-display,petra-100-cake-display',
      it: '?products=aurora-90-vetrina-dolci,petra-100-vetrina-dolci',
      de: '?products=aurora-90-kuchenvitrine,petra-100-kuchenvitrine',
    })
  })
  it('keeps "only differences"', () => {
    expect(languageSearch({ alternates }, { products: 'x', differences: 'only' })?.it).toBe(
      '?products=aurora-90-vetrina-dolci,petra-100-vetrina-dolci&differences=only',
    )
  })
  it('leaves out a language without those products (an empty selection there)', () => {
    expect(languageSearch({ alternates: { en: ['a'] } }, { products: 'a' })).toEqual({
      en: '?products=a',
      it: '?products=',
      de: '?products=',
    })
  })
  it('says nothing when the address asked for no products', () => {
    expect(languageSearch({ alternates }, {})).toBeUndefined()
  })
})
