import { describe, expect, it } from 'vitest'
import type { ProductSummary } from './product'
import { productSummary } from './productSummary.fixture'
import {
  SUGGESTED_COLLECTIONS,
  SUGGESTED_PRODUCTS,
  closestWords,
  collectionsFirst,
  correctWords,
  distanceWithin,
  orderByScore,
  searchedWords,
  shapeSuggestions,
  typoTolerance,
} from './searchRanking'

describe('typoTolerance', () => {
  it.each([
    ['', 0],
    ['gel', 0],
    ['neve', 1],
    ['gelato', 1],
    ['gelatto', 1],
    ['cioccola', 2],
    ['cioccolata', 2],
  ])('%j -> %i', (word, typos) => expect(typoTolerance(word)).toBe(typos))
})

describe('distanceWithin', () => {
  it.each<[string, string, number, number | undefined]>([
    ['gelato', 'gelato', 1, 0],
    ['gelatto', 'gelato', 1, 1],
    ['gelato', 'gelati', 1, 1],
    ['gleato', 'gelato', 1, undefined],
    ['gleato', 'gelato', 2, 2],
    ['gel', 'gelato', 2, undefined],
    ['gel', 'gelato', 3, 3],
    ['cantnia', 'cantina', 2, 2],
    ['abc', 'xyz', 2, undefined],
  ])('%j to %j within %i -> %j', (a, b, max, distance) => expect(distanceWithin(a, b, max)).toBe(distance))
})

describe('closestWords', () => {
  const known = ['gelato', 'gelati', 'gelateria', 'cantina', 'cantinetta', 'getto']
  it.each<[string, number, string[]]>([
    ['gelatto', 1, ['gelato']],
    ['gelatto', 2, ['gelato', 'gelati', 'getto']],
    ['gelato', 1, ['gelati']],
    ['cantnia', 2, ['cantina']],
    ['cantnia', 1, []],
    ['xyz', 2, []],
  ])('%j within %i -> %j', (word, max, found) => expect(closestWords(word, known, max)).toEqual(found))

  it('nearest first, then the earlier candidate, at most `limit`', () => {
    expect(closestWords('gelatx', ['gelati', 'gelato'], 1)).toEqual(['gelati', 'gelato'])
    expect(closestWords('gelatx', ['gelato', 'gelati'], 1)).toEqual(['gelato', 'gelati'])
    expect(closestWords('gelatx', ['gelxx', 'gelato'], 2)).toEqual(['gelato', 'gelxx'])
    expect(closestWords('gelatx', ['gelato', 'gelati'], 1, 1)).toEqual(['gelato'])
  })
})

describe('correctWords', () => {
  const known = new Set(['gelato', 'vetrina', 'gel'])
  const nearest = (word: string, max: number) => closestWords(word, [...known], max)[0]
  it.each<[string[], string[], boolean]>([
    [['gelato'], ['gelato'], false],
    [['gelatto'], ['gelato'], true],
    [['vetrina', 'gelatto'], ['vetrina', 'gelato'], true],
    [['gle'], ['gle'], false],
    [['xilofono'], ['xilofono'], false],
    [[], [], false],
  ])('%j -> %j (corrected: %s)', (words, expected, corrected) =>
    expect(correctWords(words, (w) => known.has(w), nearest)).toEqual({ words: expected, corrected }),
  )

  it('asks for the word with its own tolerance, and never for short words', () => {
    const asked: [string, number][] = []
    correctWords(
      ['abc', 'abcde', 'abcdefgh'],
      () => false,
      (word, max) => (asked.push([word, max]), undefined),
    )
    expect(asked).toEqual([
      ['abcde', 1],
      ['abcdefgh', 2],
    ])
  })
})

describe('orderByScore', () => {
  const products = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]
  it.each<[{ id: string; score: number }[], number[]]>([
    [
      [
        { id: '3', score: 2 },
        { id: '1', score: 5 },
      ],
      [1, 3],
    ],
    [
      [
        { id: '4', score: 1 },
        { id: '2', score: 1 },
        { id: '3', score: 1.5 },
      ],
      [3, 2, 4],
    ],
    [
      [
        { id: '9', score: 9 },
        { id: '2', score: 1 },
      ],
      [2],
    ],
    [[], []],
  ])('%j -> %j', (hits, ids) => expect(orderByScore(hits, products).map((p) => p.id)).toEqual(ids))
})

describe('collectionsFirst', () => {
  const ranked = [
    { id: 1, category: 'chocolate' },
    { id: 2, category: 'wine' },
    { id: 3, category: null },
    { id: 4, category: 'wine' },
    { id: 5, category: 'meat' },
  ] as const
  it.each<[Parameters<typeof collectionsFirst>[1], number[]]>([
    [[], [1, 2, 3, 4, 5]],
    [['wine'], [2, 4, 1, 3, 5]],
    [
      ['meat', 'wine'],
      [2, 4, 5, 1, 3],
    ],
    [['bakery'], [1, 2, 3, 4, 5]],
  ])('named %j -> %j', (collections, ids) => expect(collectionsFirst(ranked, collections).map((p) => p.id)).toEqual(ids))
})

describe('searchedWords', () => {
  const venue = (word: string) => ['shop', 'bar'].includes(word)
  it.each<[string[], Parameters<typeof searchedWords>[1], string[]]>([
    [['chocolate', 'shop'], ['chocolate'], ['chocolate']],
    [['wine', 'bar'], ['wine'], ['wine']],
    [['aurora', 'shop'], [], ['aurora', 'shop']],
    [['shop'], ['chocolate'], ['shop']],
    [['bar', 'pasticceria'], ['bakery'], ['pasticceria']],
    [[], [], []],
  ])('%j naming %j searches %j', (words, collections, expected) => expect(searchedWords(words, collections, venue)).toEqual(expected))
})

describe('shapeSuggestions', () => {
  const summary = (id: number, category: ProductSummary['category']) =>
    productSummary({ id, slug: `p${id}`, name: `P ${id}`, category, summary: 'long text the overlay does not need' })
  const ranked = [summary(1, 'wine'), summary(2, 'meat'), summary(3, 'wine'), summary(4, null), summary(5, 'wine'), summary(6, 'wine')]

  it(`keeps ${SUGGESTED_PRODUCTS} products with only what a link needs`, () => {
    const shaped = shapeSuggestions(ranked, [])
    expect(SUGGESTED_PRODUCTS).toBe(5)
    expect(shaped.products).toHaveLength(5)
    expect(shaped.products[0]).toEqual({ slug: 'p1', name: 'P 1', category: 'wine' })
  })

  it.each<[Parameters<typeof shapeSuggestions>[1], string[]]>([
    [[], ['wine']],
    [['chocolate'], ['chocolate']],
    [
      ['chocolate', 'bakery', 'meat'],
      ['chocolate', 'bakery'],
    ],
  ])('collections named %j -> %j', (mentioned, collections) => {
    expect(SUGGESTED_COLLECTIONS).toBe(2)
    expect(shapeSuggestions(ranked, mentioned).collections).toEqual(collections)
  })

  it('no products and no named collection: nothing to suggest', () => {
    expect(shapeSuggestions([], [])).toEqual({ products: [], collections: [] })
    expect(shapeSuggestions([summary(4, null)], []).collections).toEqual([])
  })
})
