import { describe, expect, it } from 'vitest'
import { renderTags, shownItems } from './renderTags'

const product = (id: number, locale: 'en' | 'it' = 'en', category: string | null = 'bakery') => ({
  id,
  slug: `p-${id}`,
  name: `P ${id}`,
  locale,
  category,
  menuOrder: 0,
})
const post = (kind: 'story' | 'article', key: string, locale: 'en' | 'it' = 'en') => ({ kind, key, slug: key, locale, title: key })

const page = (data: Partial<Parameters<typeof renderTags>[0]>) =>
  renderTags({ locale: 'en', path: '/x', queries: [], loaderData: [], ...data })

describe('shownItems', () => {
  it('finds products and posts a few levels deep, and nothing else', () => {
    const found = shownItems({
      product: product(1),
      alternates: { it: 'x' },
      more: [post('article', 'a')],
      legal: { key: 'privacy', locale: 'en' },
    })
    expect(found.products.map((p) => p.id)).toEqual([1])
    expect(found.posts.map((p) => p.key)).toEqual(['a'])
  })

  it.each([
    ['a product without its order', { id: 1, slug: 's', locale: 'en' }],
    ['a product in no language the site has', { ...product(1), locale: 'fr' }],
    ['a post of another kind', { ...post('story', 'a'), kind: 'page' }],
    ['a post without a key', { kind: 'story', slug: 'a', locale: 'en' }],
  ])('ignores %s', (_, value) => {
    const found = shownItems([value])
    expect(found.products).toEqual([])
    expect(found.posts).toEqual([])
  })
})

describe('renderTags', () => {
  it('names every page and its language', () => {
    expect(page({ path: '/about-us' })).toEqual(['page:/about-us', 'lang:en'])
  })

  it.each([
    [['catalogue', 'en'], [product(1)], ['product-list:en', 'product:1']],
    [['comparison', 'it', 'a', 'b'], { products: [product(2, 'it')] }, ['product-list:it', 'product:2']],
    [['collection', 'en', 'wine'], [product(3, 'en', 'wine')], ['collection:wine:en', 'product:3']],
    [['product', 'en', 'p-4'], { product: product(4, 'en', 'meat'), alternates: {} }, ['collection:meat:en', 'product:4']],
    [['product', 'en', 'p-5'], { product: product(5, 'en', null), alternates: {} }, ['product:5']],
    [['related', 'en', 'p-4'], [product(6, 'en', 'meat')], ['product:6']],
    [['search', 'en', { q: 'x' }], { products: [product(7)] }, ['products:en']],
    [
      ['unknown-source', 'en'],
      [product(8), post('story', 's')],
      ['products:en', 'stories:en', 'product:8', 'story:s'],
    ],
  ])('query %j', (queryKey, data, expected) => {
    expect(page({ queries: [{ queryKey, data }] }).slice(2)).toEqual(expected)
  })

  it('reads no query of another language, nor one without data', () => {
    expect(
      page({
        queries: [
          { queryKey: ['catalogue', 'fr'], data: [product(1)] },
          { queryKey: ['catalogue', 'en'], data: undefined },
        ],
      }),
    ).toEqual(['page:/x', 'lang:en'])
  })

  it('tags loader data with its items and the lists its server functions picked them from, empty ones too', () => {
    const home = { products: [product(1)], story: post('story', 'featured'), articles: [] }
    const lists = ['product-list:en', 'story-list:en', 'article-list:en']
    expect(page({ path: '/', loaderData: [{ publicUrl: 'x' }, { featuredStory: 'featured' }, home], lists })).toEqual([
      'page:/',
      'lang:en',
      ...lists,
      'product:1',
      'story:featured',
    ])
  })

  it('gives a long list its overflow tag instead of every item', () => {
    const tags = page({ queries: [{ queryKey: ['catalogue', 'en'], data: Array.from({ length: 300 }, (_, i) => product(100_000 + i)) }] })
    expect(tags).toEqual(['page:/x', 'lang:en', 'product-list:en', 'products:en'])
  })
})
