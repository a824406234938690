import { describe, expect, it } from 'vitest'
import { isTrackingParameter, significantSearch } from './significantSearch'

describe('significantSearch', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?gclid=abc', ''],
    ['?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=x&utm_content=y&utm_id=7', ''],
    ['?gbraid=1&wbraid=2&fbclid=3&msclkid=4&mc_cid=5&mc_eid=6&_ga=7&_gl=8&yclid=9&igshid=10', ''],
    ['?UTM_Source=news&GCLID=abc', ''],
    ['?q=gelato&gclid=abc', '?q=gelato'],
    ['?utm_source=x&q=gelato&fbclid=y', '?q=gelato'],
    ['?category=wine&q=cold', '?category=wine&q=cold'],
    ['?q=cold&category=wine', '?category=wine&q=cold'],
    ['?category=wine&category=bakery', '?category=wine&category=bakery'],
    ['?q=cold&category=wine&gclid=1&category=bakery', '?category=wine&category=bakery&q=cold'],
    // Sorted by name; values of one name keep their order (a stable sort), wherever they stand.
    ['?c=1&b=1&a=1', '?a=1&b=1&c=1'],
    ['?b=2&a=1&b=1&a=2', '?a=1&a=2&b=2&b=1'],
    ['?x=3&x=1&x=2&a=0', '?a=0&x=3&x=1&x=2'],
    ['?x=3&a=0&x=1&x=2&x=0&a=9&b=5&x=7', '?a=0&a=9&b=5&x=3&x=1&x=2&x=0&x=7'],
    ['?q=caf%C3%A8+bar', '?q=caf%C3%A8+bar'],
    ['?q=a%26b', '?q=a%26b'],
    // Look-alikes are not tracking parameters: they may be real filters.
    ['?utm=1', '?utm=1'],
    ['?gclid_x=1', '?gclid_x=1'],
    ['?ga=1', '?ga=1'],
    ['?page=2&source=ad', '?page=2&source=ad'],
  ])('%s -> %s', (search, expected) => {
    expect(significantSearch(search)).toBe(expected)
  })
})

describe('isTrackingParameter', () => {
  it.each([
    ['utm_source', true],
    ['utm_anything', true],
    ['gclid', true],
    ['_gl', true],
    ['igshid', true],
    ['q', false],
    ['category', false],
    ['utm', false],
    ['gclid2', false],
  ])('%s -> %s', (name, expected) => {
    expect(isTrackingParameter(name)).toBe(expected)
  })
})
