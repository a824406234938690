import { describe, expect, it } from 'vitest'
import { comparison } from '#app-config'
import { carriedSearch, carriedSelection, MAX_CANDIDATES, parseSlugList, withProduct } from './selection'

describe('parseSlugList', () => {
  it.each<[string, unknown, string[]]>([
    [
      'a comma-separated list, in order',
      'aurora-90-cake-display,petra-100-cake-display',
      ['aurora-90-cake-display', 'petra-100-cake-display'],
    ],
    ['spaces and empty entries around commas', ' a , ,b,', ['a', 'b']],
    ['repeats once', 'a,b,a,b', ['a', 'b']],
    ['a repeated parameter (an array)', ['a', 'b,c'], ['a', 'b', 'c']],
    ['a number the router parsed from the query', 90, ['90']],
    ['a boolean the router parsed', true, ['true']],
    ['Italian slugs with accents', 'caffè-milano,aurora-90-vetrina-dolci', ['caffè-milano', 'aurora-90-vetrina-dolci']],
    ['nothing', undefined, []],
    ['null', null, []],
    ['an empty value', '', []],
  ])('accepts %s', (_, raw, slugs) => {
    expect(parseSlugList(raw)).toEqual({ slugs, malformed: 0, beyond: 0 })
  })

  it.each<[string, unknown, string[], number]>([
    ['markup', '<script>alert(1)</script>,a', ['a'], 1],
    ['paths and dots', '../../etc/passwd,a.b,b', ['b'], 2],
    ['an object the router parsed from JSON', { $ne: 1 }, [], 1],
    ['objects inside an array', ['a', { x: 1 }, ['b']], ['a', 'b'], 1],
    ['a slug longer than any product has', `${'x'.repeat(201)},a`, ['a'], 1],
  ])('drops and counts %s', (_, raw, slugs, malformed) => {
    expect(parseSlugList(raw)).toEqual({ slugs, malformed, beyond: 0 })
  })

  it('looks at a bounded number of slugs and counts the rest', () => {
    const many = Array.from({ length: MAX_CANDIDATES + 5 }, (_, i) => `p${i}`)
    const parsed = parseSlugList(many.join(','))
    expect(parsed.slugs).toEqual(many.slice(0, MAX_CANDIDATES))
    expect(parsed.beyond).toBe(5)
  })

  it('cuts a huge value before splitting it', () => {
    const parsed = parseSlugList('a,'.repeat(1_000_000))
    expect(parsed.slugs).toEqual(['a'])
    // A thousand distinct slugs: only the start of the value is read, the rest is never split or counted.
    const pasted = parseSlugList(Array.from({ length: 1000 }, (_, i) => `cabinet-${i}`).join(','))
    expect(pasted.slugs).toHaveLength(MAX_CANDIDATES)
    expect(pasted.beyond).toBeGreaterThan(0)
    expect(pasted.beyond).toBeLessThan(300)
  })

  it('looks at a bounded number of entries of a repeated parameter', () => {
    const repeated = Array.from({ length: MAX_CANDIDATES * 4 }, (_, i) => `p${i}`)
    const parsed = parseSlugList(repeated)
    expect(parsed.slugs).toEqual(repeated.slice(0, MAX_CANDIDATES))
    // Twice the candidates are read; the other half of those is counted, the rest never looked at.
    expect(parsed.beyond).toBe(MAX_CANDIDATES)
  })
})

describe('withProduct', () => {
  const full = Array.from({ length: comparison.maxProducts }, (_, i) => `p${i}`)
  it.each<[string, string[], string, string[]]>([
    ['adds at the end', ['a'], 'b', ['a', 'b']],
    ['adds to an empty selection', [], 'a', ['a']],
    ['keeps a slug once', ['a', 'b'], 'a', ['a', 'b']],
    ['adds nothing to a full selection', full, 'x', full],
  ])('%s', (_, slugs, slug, expected) => expect(withProduct(slugs, slug)).toEqual(expected))

  it('never changes the list it is given', () => {
    const slugs = ['a']
    withProduct(slugs, 'b')
    expect(slugs).toEqual(['a'])
  })
})

describe('carriedSearch', () => {
  it.each<[string, Record<string, unknown>, { compare?: string }]>([
    ['a selection as text', { compare: 'a,b' }, { compare: 'a,b' }],
    ['a selection the router parsed as a number', { compare: 90 }, { compare: '90' }],
    ['a repeated parameter', { compare: ['a', 'b'] }, { compare: 'a,b' }],
    ['an empty selection', { compare: '' }, { compare: '' }],
    ['no selection, other parameters dropped', { products: 'a', utm_source: 'x' }, {}],
    ['nothing', {}, {}],
  ])('keeps %s', (_, search, carried) => expect(carriedSearch(search)).toStrictEqual(carried))
})

describe('carriedSelection', () => {
  it.each<[string, string[]]>([
    ['?compare=a,b', ['a', 'b']],
    ['?compare=a%2Cb&utm_source=x', ['a', 'b']],
    ['?compare=a,<b>,c', ['a', 'c']],
    ['?compare=p1,p2,p3,p4,p5', ['p1', 'p2', 'p3', 'p4'].slice(0, comparison.maxProducts)],
    ['?products=a', []],
    ['', []],
  ])('%s carries %j', (search, slugs) => expect(carriedSelection(search)).toEqual(slugs))
})
