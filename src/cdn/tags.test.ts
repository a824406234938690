import { describe, expect, it } from 'vitest'
import { addCacheTags, broaderTags, cacheTagHeaders, cacheTags, fitTags } from './tags'

describe('cacheTags', () => {
  it.each([
    [cacheTags.page('/it/chi-siamo'), 'page:/it/chi-siamo'],
    [cacheTags.page('/search,odd'), 'page:/search%2Codd'],
    [cacheTags.language('it'), 'lang:it'],
    [cacheTags.missing, '404'],
    [cacheTags.assets('3f2a9c1d0b7e'), 'assets:3f2a9c1d0b7e'],
  ])('%s', (tag, expected) => expect(tag).toBe(expected))

  it('cuts a long path, so its tag stays far under a CDN key’s 1,024 characters', () => {
    const tag = cacheTags.page(`/${'a'.repeat(2000)}`)
    expect(tag.length).toBe(205)
    expect(cacheTags.page(`/${'a'.repeat(2000)}b`)).toBe(tag)
  })

  it('never has a space or a comma (the separators of the headers)', () => {
    for (const tag of [cacheTags.page('/a b,c'.replace(' ', '%20')), cacheTags.language('en')]) expect(tag).not.toMatch(/[ ,]/)
  })
})

describe('cacheTagHeaders', () => {
  it('sends one list in the header each CDN reads, once each', () => {
    expect(cacheTagHeaders(['a', 'b', 'a'])).toEqual({ xkey: 'a b', 'Surrogate-Key': 'a b', 'Cache-Tag': 'a,b' })
  })

  it('sends nothing for no tags', () => expect(cacheTagHeaders([])).toEqual({}))
})

describe('fitTags', () => {
  const items = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}:${i}`)

  it('keeps every item while the list fits', () => {
    expect(fitTags({ fixed: ['page:/'], groups: [{ overflow: 'products:en', items: items('product', 3) }] }, 100)).toEqual([
      'page:/',
      'product:0',
      'product:1',
      'product:2',
    ])
  })

  it('replaces the largest group by its overflow tag first, and only as many groups as it must', () => {
    const tags = fitTags(
      {
        fixed: ['page:/'],
        groups: [
          { overflow: 'products:en', items: items('product', 40) },
          { overflow: 'articles:en', items: items('article', 3) },
        ],
      },
      200,
    )
    expect(tags).toEqual(['page:/', 'products:en', 'article:0', 'article:1', 'article:2'])
  })

  it('merges groups that share an overflow tag', () => {
    const tags = fitTags(
      {
        fixed: [],
        groups: [
          { overflow: 'products:en', items: ['product:1'] },
          { overflow: 'products:en', items: ['product:2'] },
        ],
      },
      19,
    )
    expect(tags).toEqual(['products:en'])
  })

  it('stays within the default budget for a thousand products', () => {
    const tags = fitTags({ fixed: ['page:/showcases'], groups: [{ overflow: 'products:en', items: items('product', 1000) }] })
    expect(tags.join(' ').length).toBeLessThanOrEqual(2048)
    expect(tags).toEqual(['page:/showcases', 'products:en'])
  })
})

describe('addCacheTags', () => {
  it('adds to the tags a response has, once each, in every header', () => {
    const headers = new Headers(cacheTagHeaders(['page:/x', 'lang:en']))
    addCacheTags(headers, ['assets:abc', 'lang:en'])
    expect(Object.fromEntries(headers)).toEqual({
      xkey: 'page:/x lang:en assets:abc',
      'surrogate-key': 'page:/x lang:en assets:abc',
      'cache-tag': 'page:/x,lang:en,assets:abc',
    })
    const bare = new Headers()
    addCacheTags(bare, [cacheTags.missing])
    expect(bare.get('xkey')).toBe('404')
  })
})

describe('broaderTags', () => {
  it.each([
    // A kind's tags stay as they are: few, whatever the catalogue's size.
    [['product-list:en', 'products:it', 'collection:wine:en', 'story-list:it', 'stories:en', 'article-list:en', 'articles:it'], 'same'],
    [['lang:it', '404'], 'same'],
    // One item's, one page's or one build's tags give way to every page of each language, and every missing page.
    [
      ['product:1', 'product:2', 'products:en'],
      ['products:en', 'lang:en', 'lang:it', 'lang:de', '404'],
    ],
    [
      ['story:a', 'page:/about-us', 'assets:abc'],
      ['lang:en', 'lang:it', 'lang:de', '404'],
    ],
  ])('%j', (tags, expected) => expect(broaderTags(tags)).toEqual(expected === 'same' ? tags : expected))
})
