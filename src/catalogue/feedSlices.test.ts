import { describe, expect, it } from 'vitest'
import { collectionProducts, relatedProducts, RELATED_PRODUCTS } from './feedSlices'
import { productSummary } from './productSummary.fixture'

const feed = [
  productSummary({ id: 1, slug: 'a-wine', category: 'wine' }),
  productSummary({ id: 2, slug: 'b-cake', category: 'bakery' }),
  productSummary({ id: 3, slug: 'c-wine', category: 'wine' }),
  productSummary({ id: 4, slug: 'd-wine', category: 'wine' }),
  productSummary({ id: 5, slug: 'e-wine', category: 'wine' }),
  productSummary({ id: 6, slug: 'f-wine', category: 'wine' }),
  productSummary({ id: 7, slug: 'g-none', category: null }),
]
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug)

describe('collectionProducts', () => {
  it.each([
    ['wine', ['a-wine', 'c-wine', 'd-wine', 'e-wine', 'f-wine']],
    ['bakery', ['b-cake']],
    ['meat', []],
  ] as const)('%s: the collection’s cabinets in the feed’s order', (category, expected) => {
    expect(slugs(collectionProducts(feed, category))).toEqual(expected)
  })
})

describe('relatedProducts', () => {
  it.each([
    ['a-wine', ['c-wine', 'd-wine', 'e-wine']],
    ['d-wine', ['a-wine', 'c-wine', 'e-wine']],
    ['f-wine', ['a-wine', 'c-wine', 'd-wine']],
    ['b-cake', []],
    ['g-none', []],
    ['not-in-the-feed', []],
  ])('%s: up to three others of its collection, never itself', (slug, expected) => {
    expect(slugs(relatedProducts(feed, slug))).toEqual(expected)
  })

  it('shows three', () => {
    expect(RELATED_PRODUCTS).toBe(3)
  })
})
