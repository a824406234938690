import { afterEach, describe, expect, it } from 'vitest'
import embeddedIt from './embedded/products.it.json'
import { ProductFeed, type ProductSource } from './feed.server'
import { categoryLabelIn, searchCatalogue, SearchIndexes, suggestProducts } from './searchIndex.server'

describe('SearchIndexes', () => {
  let indexes: SearchIndexes | undefined
  afterEach(() => indexes?.close())

  it('keeps one index per feed, and builds a new one when the feed changes', async () => {
    let raw: unknown[] = embeddedIt
    let clock = 0
    const source: ProductSource = { name: 'embedded', fetchRaw: async () => raw }
    const feed = new ProductFeed(
      source,
      1000,
      () => {},
      () => clock,
    )
    indexes = new SearchIndexes(feed)
    const first = await indexes.forLocale('it')
    expect(first.products).toHaveLength(30)
    expect(await indexes.forLocale('it')).toBe(first)
    // The store changes and the feed's TTL runs out: the refresh brings the new feed.
    raw = embeddedIt.slice(1)
    clock = 5000
    await feed.products('it')
    await new Promise((resolve) => setImmediate(resolve))
    const second = await indexes.forLocale('it')
    expect(second).not.toBe(first)
    expect(second.products).toHaveLength(29)
    expect(second.rank('Aurora 90').products[0]?.name).not.toBe('Aurora 90')
    expect(await indexes.forLocale('it')).toBe(second)
  })

  it('names the collections in the language of the index', () => {
    expect(categoryLabelIn('it')('meat')).toBe('Frollatura carne')
    expect(categoryLabelIn('en')('meat')).toBe('Meat dry-ageing')
  })
})

describe('searchCatalogue', () => {
  it('ranks, filters and counts, and sends summaries only', async () => {
    const result = await searchCatalogue('it', { q: 'vetrina gelato', category: ['icecream', 'wine'] })
    expect(result.total).toBe(12)
    expect(result.products[0]?.category).toBe('icecream')
    expect(result.products.at(-1)?.category).toBe('wine')
    expect(result.products[0]).not.toHaveProperty('descriptionHtml')
    expect(result.facets.category.find((o) => o.value === 'meat')).toEqual({ value: 'meat', count: 6, selected: false })
    expect(result).toMatchObject({ searchedFor: null, noMatch: null })
  })

  it('says which words it searched when it corrected one', async () => {
    expect(await searchCatalogue('it', { q: 'gelatto' })).toMatchObject({ total: 6, searchedFor: 'gelato', noMatch: null })
  })

  it('offers the closest words when nothing matches the text', async () => {
    const result = await searchCatalogue('en', { q: 'cantnia' })
    expect(result.total).toBe(0)
    expect(result.noMatch?.didYouMean).toContain('cantina')
  })

  it('is no "no match" when the text matches but the filters exclude everything', async () => {
    const result = await searchCatalogue('en', { q: 'gelato', category: ['wine'], door: ['Open front'] })
    expect(result.total).toBe(0)
    expect(result.noMatch).toBeNull()
  })

  it('without a query, lists the feed in its order', async () => {
    const result = await searchCatalogue('en', {})
    expect(result).toMatchObject({ total: 30, shown: 12, searchedFor: null, noMatch: null })
    expect(result.products[0]?.name).toBe('Aurora 90')
  })
})

describe('searchCatalogue across languages (issue 40)', () => {
  it('finds the same cabinets with the filter words of either language, and names the search in both', async () => {
    const english = await searchCatalogue('en', { q: 'gelato', cooling: ['Ventilated'] })
    expect(english.total).toBeGreaterThan(0)
    const italian = await searchCatalogue('it', { q: 'gelato', cooling: ['Ventilated'] })
    expect(italian.total).toBe(english.total)
    expect(italian.applied).toEqual({ q: 'gelato', cooling: ['Ventilata'] })
    expect(italian.facets.cooling.find((o) => o.selected)).toMatchObject({ value: 'Ventilata', count: english.total })
    expect(italian.languageSearch).toEqual({
      en: '?cooling=Ventilated&q=gelato',
      it: '?cooling=Ventilata&q=gelato',
      de: '?cooling=Umluftk%C3%BChlung&q=gelato',
    })
    expect(english.languageSearch).toEqual(italian.languageSearch)
    expect(italian.unknown).toEqual([])
    const german = await searchCatalogue('de', { q: 'gelato', cooling: ['Ventilata'] })
    expect(german).toMatchObject({ total: english.total, applied: { q: 'gelato', cooling: ['Umluftkühlung'] }, unknown: [] })
    expect(german.languageSearch).toEqual(italian.languageSearch)
  })

  it('keeps a value no language has, as a filter the page shows and can remove', async () => {
    const result = await searchCatalogue('it', { cooling: ['Frozen'], capacity: ['3 shelves'] })
    expect(result.applied).toEqual({ cooling: ['Frozen'], capacity: ['3 ripiani'] })
    expect(result.unknown).toEqual([{ facet: 'cooling', value: 'Frozen' }])
    expect(result.total).toBe(0)
    expect(result.facets.cooling.find((o) => o.value === 'Frozen')).toEqual({ value: 'Frozen', count: 0, selected: true })
    expect(result.languageSearch.en).toBe('?capacity=3+shelves&cooling=Frozen')
  })
})

describe('suggestProducts', () => {
  it('suggests the collection and models for the word being typed', async () => {
    const found = await suggestProducts('en', 'choc')
    expect(found.collections).toEqual(['chocolate'])
    expect(found.products.map((p) => p.category)).toEqual(Array(5).fill('chocolate'))
  })
})
