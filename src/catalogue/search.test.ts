import { describe, expect, it } from 'vitest'
import { productSummary } from './productSummary.fixture'
import { nextShow, parseSearchParams, searchProducts } from './search'

const product = productSummary

const products = [
  product({
    id: 1,
    slug: 'aurora',
    name: 'Aurora 90',
    category: 'bakery',
    temperature: ['+2 / +8 °C'],
    coolingSystem: ['Ventilated'],
    door: ['Sliding rear doors'],
    capacity: ['3 shelves'],
  }),
  product({
    id: 2,
    slug: 'petra',
    name: 'Petra 100',
    category: 'bakery',
    temperature: ['+2 / +8 °C'],
    coolingSystem: ['Static'],
    door: ['Open front'],
    capacity: ['4 shelves'],
  }),
  product({
    id: 3,
    slug: 'neve',
    name: 'Neve 10',
    category: 'icecream',
    summary: 'Gelato at serving texture',
    temperature: ['-14 / -20 °C'],
    coolingSystem: ['Ventilated'],
    door: ['Sliding rear doors'],
    capacity: ['10 tubs'],
  }),
  product({
    id: 4,
    slug: 'cantina',
    name: 'Cantina 60',
    category: 'wine',
    temperature: ['+4 / +18 °C'],
    coolingSystem: ['Ventilated'],
    door: ['Hinged glass door'],
    capacity: ['60 bottles'],
  }),
  product({
    id: 5,
    slug: 'frollo',
    name: 'Frollo Più',
    category: 'meat',
    temperature: ['+1 / +4 °C'],
    coolingSystem: ['Static'],
    door: ['Hinged glass door'],
    capacity: ['70 kg'],
  }),
]

describe('parseSearchParams', () => {
  it.each([
    [{}, {}],
    [{ q: '  aurora ' }, { q: 'aurora' }],
    [{ q: 12 }, { q: '12' }],
    [{ category: 'bakery' }, { category: ['bakery'] }],
    [{ category: ['bakery', 'wine', 'bakery'] }, { category: ['bakery', 'wine'] }],
    [{ category: ['bakery', 'shoes'] }, { category: ['bakery'] }],
    [{ category: 'shoes' }, {}],
    [{ temperature: '+2 / +8 °C' }, { temperature: ['+2 / +8 °C'] }],
    [{ capacity: 60 }, { capacity: ['60'] }],
    [{ show: '24' }, { show: 24 }],
    [{ show: 'lots' }, {}],
    [{ show: -3 }, {}],
    [{ show: 1.5 }, {}],
    [{ show: 99999 }, {}],
    [{ q: '', door: [] }, {}],
    [{ door: { nested: true } }, {}],
    [{ door: ['Sliding', { nested: true }, null, ''] }, { door: ['Sliding'] }],
    [{ show: '' }, {}],
    [{ show: [2, 3] }, {}],
    [{ unknown: 'x' }, {}],
    ['not an object', {}],
    [null, {}],
  ])('%o -> %o', (input, output) => expect(parseSearchParams(input)).toEqual(output))

  it('bounds huge input', () => {
    const params = parseSearchParams({ q: 'x'.repeat(5000), door: Array.from({ length: 500 }, (_, i) => `d${i}`) })
    expect(params.q).toHaveLength(100)
    expect(params.door).toHaveLength(30)
  })
})

describe('searchProducts', () => {
  it('returns everything without filters, with counts from the data', () => {
    const result = searchProducts(products, {}, products, 12)
    expect(result.total).toBe(5)
    expect(result.facets.category).toEqual([
      { value: 'bakery', count: 2, selected: false },
      { value: 'icecream', count: 1, selected: false },
      { value: 'wine', count: 1, selected: false },
      { value: 'meat', count: 1, selected: false },
    ])
    expect(result.facets.cooling).toEqual([
      { value: 'Static', count: 2, selected: false },
      { value: 'Ventilated', count: 3, selected: false },
    ])
  })

  it('ORs options within a facet and ANDs across facets', () => {
    expect(searchProducts(products, { category: ['bakery', 'wine'] }).products.map((p) => p.slug)).toEqual(['aurora', 'petra', 'cantina'])
    expect(searchProducts(products, { category: ['bakery', 'wine'], cooling: ['Ventilated'] }).products.map((p) => p.slug)).toEqual([
      'aurora',
      'cantina',
    ])
  })

  it('counts each facet against the other facets', () => {
    const result = searchProducts(products, { category: ['bakery'] })
    // Category counts ignore the category filter itself...
    expect(result.facets.category.find((o) => o.value === 'wine')).toEqual({ value: 'wine', count: 1, selected: false })
    expect(result.facets.category.find((o) => o.value === 'bakery')?.selected).toBe(true)
    // ...other facets count within bakery.
    expect(result.facets.cooling).toEqual([
      { value: 'Static', count: 1, selected: false },
      { value: 'Ventilated', count: 1, selected: false },
    ])
    expect(result.facets.capacity.find((o) => o.value === '60 bottles')?.count).toBe(0)
  })

  it('keeps the order of the text matches, and filters and counts within them', () => {
    const found = [products[3]!, products[0]!, products[2]!]
    const result = searchProducts(products, { q: 'any' }, found)
    expect(result.products.map((p) => p.slug)).toEqual(['cantina', 'aurora', 'neve'])
    expect(result.total).toBe(3)
    expect(result.facets.category).toEqual([
      { value: 'bakery', count: 1, selected: false },
      { value: 'icecream', count: 1, selected: false },
      { value: 'wine', count: 1, selected: false },
      { value: 'meat', count: 0, selected: false },
    ])
    const filtered = searchProducts(products, { q: 'any', cooling: ['Ventilated'], door: ['Sliding rear doors'] }, found)
    expect(filtered.products.map((p) => p.slug)).toEqual(['aurora', 'neve'])
    expect(searchProducts(products, { q: 'none' }, []).total).toBe(0)
  })

  it('keeps a chosen option that no product has, so it can be unticked', () => {
    expect(searchProducts(products, { door: ['Gone'] }).facets.door).toContainEqual({ value: 'Gone', count: 0, selected: true })
  })

  it('shows one batch, then more', () => {
    const many = Array.from({ length: 30 }, (_, i) => product({ id: i, slug: `p${i}` }))
    const first = searchProducts(many, {}, undefined, 12)
    expect(first.shown).toBe(12)
    expect(first.products).toHaveLength(12)
    expect(nextShow(first, 12)).toBe(24)
    const second = searchProducts(many, { show: 24 }, undefined, 12)
    expect(second.products).toHaveLength(24)
    expect(nextShow(searchProducts(many, { show: 24 }, undefined, 12), 12)).toBe(30)
    expect(searchProducts(many, { show: 3 }, undefined, 12).shown).toBe(12)
  })
})
