import { describe, expect, it } from 'vitest'
import type { Product } from '#src/catalogue/product.ts'
import { pickProducts, toCompared } from './comparison'

const feed = new Map(['a', 'b', 'c', 'd', 'e'].map((slug) => [slug, { slug }]))
const find = (slug: string) => feed.get(slug)

describe('pickProducts', () => {
  it.each<[string, string[], string[], number, number]>([
    ['keeps the order of the link', ['c', 'a', 'b'], ['c', 'a', 'b'], 0, 0],
    ['drops and counts slugs no product has', ['a', 'gone', 'b', 'also-gone'], ['a', 'b'], 2, 0],
    ['keeps the first four and counts the fifth', ['a', 'b', 'c', 'd', 'e'], ['a', 'b', 'c', 'd'], 0, 1],
    ['does not let an unknown slug take a place', ['gone', 'a', 'b', 'c', 'd'], ['a', 'b', 'c', 'd'], 1, 0],
    ['counts both at once', ['a', 'b', 'x', 'c', 'd', 'e'], ['a', 'b', 'c', 'd'], 1, 1],
    ['has nothing to pick from nothing', [], [], 0, 0],
  ])('%s', (_, slugs, picked, unknown, overflow) => {
    const result = pickProducts(slugs, find, 4)
    expect(result.products.map((p) => p.slug)).toEqual(picked)
    expect(result.unknown).toBe(unknown)
    expect(result.overflow).toBe(overflow)
  })
})

describe('toCompared', () => {
  const product: Product = {
    id: 7,
    slug: 'aurora-90-cake-display',
    name: 'Aurora 90',
    locale: 'en',
    category: 'bakery',
    menuOrder: 3,
    summary: 'A cake display.',
    image: { src: '/images/aurora.svg', alt: 'Aurora 90' },
    temperature: ['+2 / +8 °C'],
    coolingSystem: ['Ventilated'],
    door: ['Sliding'],
    capacity: ['3 shelves'],
    colours: ['Pure white'],
    descriptionHtml: '<p>Long description.</p>',
    images: [{ src: '/images/aurora-2.svg', alt: '' }],
    features: ['LED lighting'],
    specs: { power: '450 W' },
    transport: { weight: '180 kg' },
    datasheetUrl: 'https://store.example/aurora.pdf',
    customization: [{ option: 'handle', availability: 'optional', choices: ['Brass'] }],
    technicalFiles: [],
    translations: { it: 8 },
  }

  it('keeps what the comparison shows and leaves the rest (description, gallery, features) behind', () => {
    expect(toCompared(product)).toStrictEqual({
      id: 7,
      slug: 'aurora-90-cake-display',
      name: 'Aurora 90',
      category: 'bakery',
      image: { src: '/images/aurora.svg', alt: 'Aurora 90' },
      datasheetUrl: 'https://store.example/aurora.pdf',
      temperature: ['+2 / +8 °C'],
      coolingSystem: ['Ventilated'],
      door: ['Sliding'],
      capacity: ['3 shelves'],
      colours: ['Pure white'],
      specs: { power: '450 W' },
      transport: { weight: '180 kg' },
      customization: [{ option: 'handle', availability: 'optional', choices: ['Brass'] }],
    })
  })

  it('carries no datasheet key for a product without one', () => {
    const { datasheetUrl: _, ...withoutDatasheet } = product
    expect(Object.keys(toCompared(withoutDatasheet))).not.toContain('datasheetUrl')
    expect(Object.keys(toCompared({ ...product, datasheetUrl: '' }))).not.toContain('datasheetUrl')
  })
})
