/**
 * The queries of issue 16, and others a buyer would type, against the embedded catalogue: the
 * collection of the first product found, in each language.
 */
import { describe, expect, it } from 'vitest'
import type { Category, Locale } from '#app-config'
import embeddedEn from './embedded/products.en.json'
import embeddedIt from './embedded/products.it.json'
import embeddedDe from './embedded/products.de.json'
import { CatalogueSearch } from './searchEngine.server'
import { categoryLabelIn } from './searchIndex.server'
import { mapWooFeed } from './woocommerce.server'

const engines = {
  en: new CatalogueSearch('en', mapWooFeed(embeddedEn, 'en'), categoryLabelIn('en')),
  it: new CatalogueSearch('it', mapWooFeed(embeddedIt, 'it'), categoryLabelIn('it')),
  de: new CatalogueSearch('de', mapWooFeed(embeddedDe, 'de'), categoryLabelIn('de')),
} satisfies Record<Locale, CatalogueSearch>

const first = (locale: Locale, query: string) => engines[locale].rank(query).products[0]?.category

describe('the first product found is of the right collection', () => {
  it.each<[Locale, string, Category]>([
    ['it', 'gelati', 'icecream'],
    ['it', 'gelato', 'icecream'],
    ['it', 'gelatto', 'icecream'],
    ['it', 'gelateria', 'icecream'],
    ['it', 'vetrina gelato', 'icecream'],
    ['it', 'vetrine per gelateria', 'icecream'],
    ['it', 'cioccolata', 'chocolate'],
    ['it', 'cioccolato', 'chocolate'],
    ['it', 'cioccolateria', 'chocolate'],
    ['it', 'cantinetta', 'wine'],
    ['it', 'cantinetta vino', 'wine'],
    ['it', 'frollatura', 'meat'],
    ['it', 'frolatura carne', 'meat'],
    ['it', 'pasticceria', 'bakery'],
    ['it', 'banco pasticceria', 'bakery'],
    ['it', 'torte', 'bakery'],
    ['it', 'wine cooler', 'wine'],
    ['en', 'chocolates', 'chocolate'],
    ['en', 'chocolate', 'chocolate'],
    ['en', 'chocolat', 'chocolate'],
    ['en', 'ice-cream', 'icecream'],
    ['en', 'ice cream parlour', 'icecream'],
    ['en', 'icecream', 'icecream'],
    ['en', 'gelato', 'icecream'],
    ['en', 'wine cooler', 'wine'],
    ['en', 'wine fridge', 'wine'],
    ['en', 'dry aging', 'meat'],
    ['en', 'dry ageing', 'meat'],
    ['en', 'dry-aged beef', 'meat'],
    ['en', 'cake display case', 'bakery'],
    ['en', 'pastry', 'bakery'],
    ['en', 'pastries', 'bakery'],
    ['en', 'choclate', 'chocolate'],
    ['en', 'cantinetta', 'wine'],
    ['en', 'frollatura', 'meat'],
    ['de', 'kuchen', 'bakery'],
    ['de', 'Konditorei', 'bakery'],
    ['de', 'Kuchenvitrine', 'bakery'],
    ['de', 'torten', 'bakery'],
    ['de', 'Weinkühlschrank', 'wine'],
    ['de', 'weinkuehlschrank', 'wine'],
    ['de', 'Weinklimaschrank', 'wine'],
    ['de', 'Eisvitrine', 'icecream'],
    ['de', 'eisvitrinen', 'icecream'],
    ['de', 'Eisdiele', 'icecream'],
    ['de', 'Trockenreifung', 'meat'],
    ['de', 'Trockenreifnug', 'meat'],
    ['de', 'Reifeschrank Rind', 'meat'],
    ['de', 'Schokolade', 'chocolate'],
    ['de', 'Pralinen', 'chocolate'],
    ['de', 'Schokolde', 'chocolate'],
    ['de', 'gelato', 'icecream'],
    ['en', 'Weinkühlschrank', 'wine'],
    ['it', 'Konditorei', 'bakery'],
  ])('%s "%s" -> %s', (locale, query, category) => expect(first(locale, query)).toBe(category))
})

describe("a query naming a collection's use puts that collection first, whole (issue 40)", () => {
  it.each<[Locale, string, Category]>([
    ['en', 'chocolate shop', 'chocolate'],
    ['en', 'wine bar', 'wine'],
    ['en', 'gelateria', 'icecream'],
    ['en', 'pastry shop', 'bakery'],
    ['en', 'butcher shop', 'meat'],
    ['en', 'ice cream shop', 'icecream'],
    ['it', 'wine bar', 'wine'],
    ['it', 'enoteca', 'wine'],
    ['it', 'vineria', 'wine'],
    ['it', 'bar pasticceria', 'bakery'],
    ['it', 'gelateria', 'icecream'],
    ['it', 'negozio di cioccolato', 'chocolate'],
    ['it', 'braceria', 'meat'],
    ['de', 'Konditorei', 'bakery'],
    ['de', 'Metzgerei', 'meat'],
    ['de', 'Vinothek', 'wine'],
    ['de', 'Eiscafé', 'icecream'],
    ['de', 'Weinbar', 'wine'],
    ['de', 'Laden für Pralinen', 'chocolate'],
  ])('%s "%s" -> every %s cabinet first', (locale, query, category) => {
    const ranked = engines[locale].rank(query).products.map((p) => p.category)
    const inCollection = engines[locale].products.filter((p) => p.category === category).length
    expect(ranked.slice(0, inCollection)).toEqual(Array(inCollection).fill(category))
  })

  it.each<[Locale, string]>([
    ['en', 'chocolate shop'],
    ['en', 'wine bar'],
    ['it', 'bar pasticceria'],
  ])('%s "%s": the venue word does not bring in every cabinet whose text says "shop" or "bar"', (locale, query) => {
    const ranked = engines[locale].rank(query).products
    expect(ranked.length).toBeLessThan(engines[locale].products.length / 2)
  })
})

describe('generic words find the whole range', () => {
  it.each<[Locale, string]>([
    ['it', 'vetrina'],
    ['it', 'vetrine'],
    ['it', 'espositore'],
    ['it', 'banco frigo'],
    ['en', 'display case'],
    ['en', 'showcase'],
    ['en', 'showcases'],
    ['de', 'Vitrine'],
    ['de', 'Kühlvitrinen'],
    ['de', 'Kühltheke'],
  ])('%s "%s"', (locale, query) => expect(engines[locale].rank(query).products).toHaveLength(30))
})

describe('names and prefixes', () => {
  it.each<[Locale, string, string]>([
    ['en', 'aurora 90', 'Aurora 90'],
    ['en', 'fondente 120', 'Fondente 120'],
    ['it', 'polare', 'Polare 90'],
    ['it', 'pol', 'Polare 90'],
    ['en', 'sommel', 'Sommelier Wall 180'],
    ['it', 'himalaia', 'Himalaya 100'],
  ])('%s "%s" -> %s', (locale, query, name) => expect(engines[locale].rank(query).products[0]?.name).toBe(name))
})

describe('nothing matches', () => {
  it.each<[Locale, string]>([
    ['en', 'xylophone'],
    ['it', 'zzzz'],
    ['en', '!!!'],
    ['en', ''],
  ])('%s "%s" finds nothing', (locale, query) => expect(engines[locale].rank(query).products).toEqual([]))

  it.each<[Locale, string, string]>([
    ['en', 'chocolatte cake', 'chocolate'],
    ['it', 'gelattoo', 'gelato'],
    ['it', 'cantinnetaa', 'cantinetta'],
    ['de', 'Schokoladdde', 'schokolade'],
  ])('%s "%s" suggests "%s"', (locale, query, word) => expect(engines[locale].didYouMean(query)).toContain(word))
})

describe('typo correction', () => {
  it('says when it corrected a word, and which words it searched', () => {
    expect(engines.it.rank('gelatto')).toMatchObject({ corrected: true, words: ['gelato'] })
    expect(engines.it.rank('gelato')).toMatchObject({ corrected: false, words: ['gelato'] })
  })
})

describe('suggestions', () => {
  it('names the collections and the best products', () => {
    const it_ = engines.it.suggest('gelat')
    expect(it_.collections).toEqual(['icecream'])
    expect(it_.products).toHaveLength(5)
    expect(it_.products.every((p) => p.category === 'icecream')).toBe(true)
    expect(engines.en.suggest('aurora').products[0]).toEqual({ slug: 'aurora-90-cake-display', name: 'Aurora 90', category: 'bakery' })
    expect(engines.en.suggest('xylophone')).toEqual({ products: [], collections: [] })
  })
})

describe('an empty feed (the store is down and nothing was ever loaded)', () => {
  const empty = new CatalogueSearch('en', [], categoryLabelIn('en'))
  it('finds nothing and suggests nothing, without throwing', () => {
    expect(empty.rank('gelato').products).toEqual([])
    expect(empty.didYouMean('gelato')).toEqual([])
    expect(empty.suggest('gelato').products).toEqual([])
  })
})
