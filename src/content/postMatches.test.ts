import { describe, expect, it } from 'vitest'
import type { Category } from '#app-config'
import { postsAbout, postsToOffer, toPostLink } from './postMatches'

const post = (title: string, category: Category | null, extra: { description?: string; client?: string; location?: string } = {}) => ({
  title,
  description: extra.description ?? '',
  client: extra.client,
  location: extra.location,
  category,
})

const posts = [
  post('Gelato at -14 °C: serving temperature, explained', 'icecream'),
  post('Gelateria del Porto: twenty-four flavours by the sea', 'icecream', { client: 'Gelateria del Porto', location: 'Genoa, Italy' }),
  post('Chocolate and humidity', 'chocolate', { description: 'Why pralines bloom in a humid shop.' }),
  post('R290, the natural refrigerant', null, { description: 'What the gas in every cabinet means for the planet.' }),
  post('Pasticceria Bellavista', 'bakery', { location: 'Milan, Italy' }),
]

describe('postsAbout', () => {
  it.each<[string[], Category[], string[]]>([
    [['gelato'], ['icecream'], ['Gelato at -14 °C: serving temperature, explained', 'Gelateria del Porto: twenty-four flavours by the sea']],
    // The story's own words count on top of the collection: it comes first.
    [['gelateria'], ['icecream'], ['Gelateria del Porto: twenty-four flavours by the sea', 'Gelato at -14 °C: serving temperature, explained']],
    [['refrigerant'], [], ['R290, the natural refrigerant']],
    [['refrig'], [], ['R290, the natural refrigerant']],
    [['milan'], [], ['Pasticceria Bellavista']],
    [['genoa'], [], ['Gelateria del Porto: twenty-four flavours by the sea']],
    [['pralines'], ['chocolate'], ['Chocolate and humidity']],
    // Four letters are enough.
    [['shop'], [], ['Chocolate and humidity']],
    // Short words never match on their own.
    [['the', 'gas'], [], []],
    [['xylophone'], [], []],
    [[], [], []],
  ])('%j naming %j -> %j', (words, collections, titles) =>
    expect(postsAbout(posts, words, collections).map((p) => p.title)).toEqual(titles),
  )

  it('lists at most the limit', () => {
    expect(postsAbout(posts, ['italy'], [], 1).map((p) => p.title)).toEqual(['Gelateria del Porto: twenty-four flavours by the sea'])
  })
})

describe('postsToOffer', () => {
  it.each<[string | undefined, string[], string[]]>([
    ['story', ['a1', 'a2', 'a3'], ['story', 'a1', 'a2']],
    [undefined, ['a1', 'a2', 'a3', 'a4'], ['a1', 'a2', 'a3']],
    ['story', [], ['story']],
    [undefined, [], []],
  ])('featured %j and articles %j -> %j', (featured, articles, offered) => expect(postsToOffer(featured, articles)).toEqual(offered))
})

describe('toPostLink', () => {
  it('keeps what a link needs', () =>
    expect(
      toPostLink({ kind: 'story', key: 'k', slug: 's', title: 't', description: 'd', ...{ html: '<p>long</p>', date: '2025-01-01' } }),
    ).toEqual({ kind: 'story', key: 'k', slug: 's', title: 't', description: 'd' }))
})
