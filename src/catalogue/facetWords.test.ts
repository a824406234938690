import { describe, expect, it } from 'vitest'
import embeddedEn from './embedded/products.en.json'
import embeddedIt from './embedded/products.it.json'
import { FacetWords, type PairableProduct } from './facetWords'
import type { SearchParams } from './search'
import { mapWooFeed } from './woocommerce.server'

const product = (over: Partial<PairableProduct>): PairableProduct => ({
  id: 1,
  slug: 's',
  translations: {},
  category: 'bakery',
  temperature: [],
  coolingSystem: [],
  door: [],
  capacity: [],
  ...over,
})

const en = [
  product({ id: 1, slug: 'aurora', translations: { it: 11 }, coolingSystem: ['Ventilated'], capacity: ['3 shelves'] }),
  product({ id: 2, slug: 'petra', translations: { it: 12 }, coolingSystem: ['Static'], door: ['Open front', 'Sliding rear doors'] }),
  product({ id: 3, slug: 'neve', translations: { it: 13 }, coolingSystem: ['Ventilated'], temperature: ['-14 / -20 °C'] }),
  // A translator's slip on one cabinet: the two others outvote it.
  product({ id: 4, slug: 'polare', translations: { it: 14 }, coolingSystem: ['Ventilated'] }),
  // Not translated: its words have no counterpart.
  product({ id: 5, slug: 'only-english', coolingSystem: ['Static with humidity control'] }),
  // Lists of different lengths pair nothing.
  product({ id: 6, slug: 'odd', translations: { it: 16 }, door: ['Hinged glass door', 'Open front'] }),
]
const it_ = [
  product({ id: 11, slug: 'aurora-it', translations: { en: 1 }, coolingSystem: ['Ventilata'], capacity: ['3 ripiani'] }),
  product({
    id: 12,
    slug: 'petra-it',
    translations: { en: 2 },
    coolingSystem: ['Statica'],
    door: ['Frontale aperto', 'Porte scorrevoli posteriori'],
  }),
  product({ id: 13, slug: 'neve-it', translations: { en: 3 }, coolingSystem: ['Ventilata'], temperature: ['-14 / -20 °C'] }),
  product({ id: 14, slug: 'polare-it', translations: { en: 4 }, coolingSystem: ['Statica'] }),
  product({ id: 16, slug: 'odd-it', translations: { en: 6 }, door: ['Porta a battente in vetro'] }),
]
// Built in each test, not when the file loads: mutation testing switches a mutant on per test.
const words = () => new FacetWords({ en, it: it_ })

describe('FacetWords.valueIn: a value as the other language names it', () => {
  it.each<[Parameters<FacetWords['valueIn']>[0], string, 'en' | 'it', string | undefined]>([
    ['cooling', 'Ventilated', 'it', 'Ventilata'],
    ['cooling', 'Ventilata', 'en', 'Ventilated'],
    ['cooling', 'Ventilated', 'en', 'Ventilated'],
    ['cooling', 'Ventilata', 'it', 'Ventilata'],
    ['cooling', 'Static', 'it', 'Statica'],
    // The Italian word two English ones were paired with: the first pairing seen wins a tie.
    ['cooling', 'Statica', 'en', 'Static'],
    ['capacity', '3 shelves', 'it', '3 ripiani'],
    ['capacity', '3 ripiani', 'en', '3 shelves'],
    ['door', 'Sliding rear doors', 'it', 'Porte scorrevoli posteriori'],
    ['door', 'Porte scorrevoli posteriori', 'en', 'Sliding rear doors'],
    ['door', 'Hinged glass door', 'it', undefined],
    ['door', 'Porta a battente in vetro', 'en', undefined],
    ['temperature', '-14 / -20 °C', 'it', '-14 / -20 °C'],
    ['cooling', 'Static with humidity control', 'it', undefined],
    ['cooling', 'Frozen', 'it', undefined],
    ['cooling', 'Frozen', 'en', undefined],
    // A word of the cooling facet means nothing to the door facet.
    ['door', 'Ventilated', 'it', undefined],
  ])('%s %j in %s -> %j', (facet, value, to, expected) => expect(words().valueIn(facet, value, to)).toBe(expected))
})

describe('FacetWords.paramsIn and unknownIn', () => {
  it.each<[SearchParams, 'en' | 'it', SearchParams, string[]]>([
    [{ q: 'gelato', cooling: ['Ventilated'] }, 'it', { q: 'gelato', cooling: ['Ventilata'] }, []],
    [{ q: 'gelato', cooling: ['Ventilata'] }, 'en', { q: 'gelato', cooling: ['Ventilated'] }, []],
    [{ category: ['icecream'], show: 24 }, 'it', { category: ['icecream'], show: 24 }, []],
    [{ cooling: ['Ventilated', 'Ventilata'] }, 'it', { cooling: ['Ventilata'] }, []],
    [
      { cooling: ['Frozen', 'Static'], capacity: ['3 shelves'] },
      'it',
      { cooling: ['Frozen', 'Statica'], capacity: ['3 ripiani'] },
      ['cooling Frozen'],
    ],
    [{ door: ['Hinged glass door'] }, 'it', { door: ['Hinged glass door'] }, ['door Hinged glass door']],
    [{}, 'it', {}, []],
  ])('%j in %s -> %j, unknown %j', (params, to, expected, unknown) => {
    const moved = words().paramsIn(params, to)
    expect(moved).toEqual(expected)
    expect(
      words()
        .unknownIn(moved, to)
        .map(({ facet, value }) => `${facet} ${value}`),
    ).toEqual(unknown)
  })

  it('a one-language store pairs by slug: every value is its own', () => {
    const single = new FacetWords({ en: [product({ slug: 'a', coolingSystem: ['Ventilated'] })] })
    expect(single.valueIn('cooling', 'Ventilated', 'en')).toBe('Ventilated')
    expect(single.valueIn('cooling', 'Ventilated', 'it')).toBeUndefined()
    expect(new FacetWords({}).paramsIn({ cooling: ['Ventilated'] }, 'it')).toEqual({ cooling: ['Ventilated'] })
  })
})

describe('the embedded catalogue: every filter value has its counterpart', () => {
  const catalogue = { en: mapWooFeed(embeddedEn, 'en'), it: mapWooFeed(embeddedIt, 'it') }
  const embedded = { valueIn: (...args: Parameters<FacetWords['valueIn']>) => new FacetWords(catalogue).valueIn(...args) }
  it.each([
    ['cooling', 'Ventilated', 'Ventilata'],
    ['cooling', 'Static with humidity control', 'Statica con controllo umidità'],
    ['door', 'Lift-up front glass', 'Vetro frontale sollevabile'],
    ['capacity', '8 wells', '8 pozzetti'],
    ['capacity', '120 bottles', '120 bottiglie'],
    ['capacity', '10 tubs (5 l)', '10 vaschette (5 l)'],
  ] as const)('%s %j <-> %j', (facet, english, italian) => {
    expect(embedded.valueIn(facet, english, 'it')).toBe(italian)
    expect(embedded.valueIn(facet, italian, 'en')).toBe(english)
  })

  it('both ways, for every value of both languages', () => {
    for (const [from, to] of [
      ['en', 'it'],
      ['it', 'en'],
    ] as const) {
      const pairs = new FacetWords(catalogue)
      const moved = pairs.paramsIn(
        {
          temperature: catalogue[from].flatMap((p) => p.temperature),
          cooling: catalogue[from].flatMap((p) => p.coolingSystem),
          door: catalogue[from].flatMap((p) => p.door),
          capacity: catalogue[from].flatMap((p) => p.capacity),
        },
        to,
      )
      expect(pairs.unknownIn(moved, to)).toEqual([])
    }
  })
})
