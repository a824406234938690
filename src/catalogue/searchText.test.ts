import { describe, expect, it } from 'vitest'
import { categories, type Category } from '#app-config'
import type { Product } from './product'
import {
  MAX_QUERY_WORDS,
  MIN_MENTION_LENGTH,
  collectionWords,
  distinctWords,
  fold,
  htmlText,
  mentionedCollections,
  queryWords,
  searchDocument,
  searchable,
} from './searchText'

describe('fold and searchable', () => {
  it.each([
    ['Più', 'piu'],
    ['CIOCCOLATO', 'cioccolato'],
    ['Crème Brûlée', 'creme brulee'],
  ])('fold %j -> %j', (input, output) => expect(fold(input)).toBe(output))

  it.each([
    ['Ice-Cream', 'ice cream'],
    ['dry‑ageing', 'dry ageing'],
    ["dell'Artigianato", 'dell artigianato'],
    ['dell’olio', 'dell olio'],
    ['a – b — c', 'a b c'],
    ['wine_cooler/fridge', 'wine cooler fridge'],
    ['  two   spaces  ', 'two spaces'],
    ['+2 / +8 °C', '+2 +8 °c'],
  ])('searchable %j -> %j', (input, output) => expect(searchable(input)).toBe(output))
})

describe('queryWords', () => {
  it.each([
    ['vetrina gelato', ['vetrina', 'gelato']],
    ['  Vetrina, GELATO!  ', ['vetrina', 'gelato']],
    ['ice-cream', ['ice', 'cream']],
    ['gelato gelato', ['gelato']],
    ['Aurora 90', ['aurora', '90']],
    ['!!!', []],
    ['', []],
  ])('%j -> %j', (query, words) => expect(queryWords(query)).toEqual(words))

  it(`keeps the first ${MAX_QUERY_WORDS} words`, () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`)
    expect(queryWords(words.join(' '))).toEqual(words.slice(0, MAX_QUERY_WORDS))
    expect(MAX_QUERY_WORDS).toBe(8)
  })
})

describe('htmlText', () => {
  it.each([
    ['<p>Curved <strong>front</strong> glass.</p><p>LED</p>', 'Curved front glass. LED'],
    ['Tom &amp; Jerry&nbsp;&#39;90 &lt;3 &quot;x&quot; &apos;y&apos;', `Tom & Jerry '90 <3 "x" 'y'`],
    ['a&unknown;b', 'a&unknown;b'],
  ])('%j -> %j', (html, text) => expect(htmlText(html)).toBe(text))
})

const product = (over: Partial<Product>): Product => ({
  id: 7,
  slug: 'neve-10',
  name: 'Neve-10',
  locale: 'it',
  category: 'icecream',
  menuOrder: 0,
  summary: 'Banco per gelato',
  image: null,
  temperature: ['-14 / -20 °C'],
  coolingSystem: ['Ventilata'],
  door: ['Porte scorrevoli'],
  capacity: ['10 vaschette'],
  colours: ['Bianco puro'],
  descriptionHtml: '<p>Vetri <em>curvi</em></p>',
  images: [],
  features: ['Termostato Wi-Fi'],
  specs: {},
  transport: {},
  customization: [],
  technicalFiles: [],
  translations: {},
  ...over,
})

describe('searchDocument', () => {
  const label = (c: Category) => `Label of ${c}`
  it('puts each text in its field, folded', () => {
    const doc = searchDocument(product({}), label)
    expect(doc.id).toBe('7')
    expect(doc.name).toBe('neve 10')
    expect(doc.summary).toBe('banco per gelato')
    expect(doc.collection).toMatch(/^label of icecream · /)
    expect(doc.collection).toContain('gelateria')
    expect(doc.collection).toContain('ice cream parlour')
    expect(doc.collection).toContain('vetrina')
    expect(doc.collection).not.toContain('cantinetta')
    for (const part of ['vetri curvi', '14 20 °c', 'ventilata', 'porte scorrevoli', '10 vaschette', 'bianco puro', 'termostato wi fi']) {
      expect(doc.details).toContain(part)
    }
  })

  it('a product without a collection still has the generic words', () => {
    const doc = searchDocument(product({ category: null }), label)
    expect(doc.collection).not.toContain('label of')
    expect(doc.collection).toContain('espositore')
    expect(doc.collection).not.toContain('gelateria')
  })
})

describe('collections named by a query', () => {
  const table = collectionWords(
    (c) => ({ bakery: 'Dolci e pasticceria', icecream: 'Gelato', wine: 'Vino', meat: 'Frollatura carne', chocolate: 'Cioccolato' })[c],
  )

  it('every collection has words, and none of the generic ones', () => {
    for (const category of categories) {
      expect(table[category].length).toBeGreaterThan(3)
      expect(table[category]).not.toContain('vetrina')
      expect(table[category]).not.toContain('display')
    }
    expect(table.icecream).toContain('gelato')
    expect(table.meat).toContain('carne')
  })

  it.each<[string, Category[]]>([
    ['gelato', ['icecream']],
    ['gelat', ['icecream']],
    ['chocolates', ['chocolate']],
    ['cantinetta vino', ['wine']],
    ['vetrina', []],
    ['vetrina gelato', ['icecream']],
    ['ge', []],
    ['dolci e cioccolato', ['bakery', 'chocolate']],
    ['xylophone', []],
    ['chocolate shop', ['chocolate']],
    ['pastry shop', ['bakery']],
    ['shop', []],
    ['bar pasticceria', ['bakery']],
    ['wine bar', ['wine']],
    ['negozio', []],
  ])('%j -> %j', (query, expected) => expect(mentionedCollections(queryWords(query), table)).toEqual(expected))

  it(`ignores words under ${MIN_MENTION_LENGTH} letters on both sides`, () => {
    expect(MIN_MENTION_LENGTH).toBe(3)
    expect(mentionedCollections(['gel'], table)).toEqual(['icecream'])
    expect(mentionedCollections(['ca'], { ...table, wine: ['ca'] })).toEqual([])
    expect(mentionedCollections(['cab'], { ...table, wine: ['ca'] })).toEqual([])
  })
})

describe('distinctWords', () => {
  it('splits, folds and drops repeats', () => expect(distinctWords('Gelato, gelato & Sorbetto')).toEqual(['gelato', 'sorbetto']))
})
