import { describe, expect, it } from 'vitest'
import { cacheTagHeaders, cacheTags, fitTags } from './tags'

describe('cacheTags', () => {
  it.each([
    [cacheTags.page('/it/chi-siamo'), 'page:/it/chi-siamo'],
    [cacheTags.page('/search,odd'), 'page:/search%2Codd'],
    [cacheTags.language('it'), 'lang:it'],
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
