import { describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import type { Product } from './product'
import { productSummary } from './productSummary.fixture'
import { productChangeTags, productTags, shownProducts } from './cacheTags'

const product = (over: Partial<Product> = {}): Product => ({
  ...productSummary(),
  descriptionHtml: '',
  images: [],
  features: [],
  specs: {},
  transport: {},
  customization: [],
  technicalFiles: [],
  translations: {},
  ...over,
})

// An English feed: two cakes and a wine cabinet, each with its Italian translation's id.
const feed = [
  product({ id: 1, slug: 'cake-a', translations: { it: 11 } }),
  product({ id: 2, slug: 'cake-b', translations: { it: 12 } }),
  product({ id: 3, slug: 'wine-a', category: 'wine', translations: { it: 13 } }),
]
/** The default language's lists are every language's too: a language shows the products it has no version of. */
const withFallbacks = (tags: string[]) =>
  tags.flatMap((t) =>
    /^(products|stories|articles|product-list|collection|story-list|article-list):(.*:)?en$/.test(t)
      ? localeCodes.map((l) => t.replace(/en$/, l))
      : [t],
  )
const edited = (id: number, over: Partial<Product>) => feed.map((p) => (p.id === id ? { ...p, ...over } : p))

describe('productChangeTags', () => {
  it.each([
    ['the first read (no page showed the feed yet)', undefined, feed, []],
    ['the same feed', feed, structuredClone(feed), []],
    [
      'a name edit: the product in both languages, and what shows any product',
      feed,
      edited(2, { name: 'New' }),
      ['products:en', 'product:2', 'product:12'],
    ],
    [
      'a slug change: its lists too, and the missing pages and redirects',
      feed,
      edited(2, { slug: 'cake-c' }),
      ['products:en', 'product:2', 'product:12', 'product-list:en', 'collection:bakery:en', '404'],
    ],
    [
      'a move to another collection: both collections',
      feed,
      edited(1, { category: 'wine' }),
      ['products:en', 'product:1', 'product:11', 'product-list:en', 'collection:bakery:en', 'collection:wine:en'],
    ],
    [
      'a new product: its collection and the feed, not the others',
      feed,
      [...feed, product({ id: 4, slug: 'wine-b', category: 'wine', translations: { it: 14 } })],
      ['products:en', 'product:4', 'product:14', 'product-list:en', 'collection:wine:en', '404'],
    ],
    [
      'a removed product',
      feed,
      feed.slice(1),
      ['products:en', 'product:1', 'product:11', 'product-list:en', 'collection:bakery:en', '404'],
    ],
    [
      'a new order within a collection: its lists, not its products’ own pages',
      feed,
      [feed[1]!, feed[0]!, feed[2]!],
      ['products:en', 'product-list:en', 'collection:bakery:en'],
    ],
    [
      'a new translation link: the old and the new translation',
      feed,
      edited(3, { translations: { it: 15 } }),
      ['products:en', 'product:3', 'product:13', 'product:15'],
    ],
  ])('%s', (_, before, after, expected) => {
    expect(productChangeTags('en', before, after).sort()).toEqual(withFallbacks(expected).sort())
  })

  it("purges an Italian list for a change of the Italian feed, and no other language's", () => {
    const italian = feed.map((p) => ({ ...p, id: p.id + 10, locale: 'it' as const, translations: { en: p.id } }))
    expect(productChangeTags('it', italian, italian.slice(1)).filter((t) => /list|collection/.test(t))).toEqual([
      'product-list:it',
      'collection:bakery:it',
    ])
  })

  it('never purges a list for an edit that changes none', () => {
    expect(productChangeTags('it', feed, edited(1, { summary: 'Longer' })).some((t) => /list|collection/.test(t))).toBe(false)
  })
})
describe('productTags', () => {
  it.each([
    [productTags.product(1101), 'product:1101'],
    [productTags.anyProduct('en'), 'products:en'],
    [productTags.productList('it'), 'product-list:it'],
    [productTags.collection('bakery', 'it'), 'collection:bakery:it'],
  ])('%s', (tag, expected) => expect(tag).toBe(expected))

  it('groups each shown cabinet under its language, for a list too long for the header', () => {
    expect(shownProducts('it', [{ id: 7 }])).toEqual([{ overflow: 'products:it', items: ['product:7'] }])
  })
})
