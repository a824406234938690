import { describe, expect, it } from 'vitest'
import { pickProducts } from './comparison'

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
