import { describe, expect, it } from 'vitest'
import { canonicalHomeLocation } from './homeRedirect'

describe('canonicalHomeLocation', () => {
  it.each([
    ['http://localhost:3000/it/', 'http://localhost:3000/it'],
    ['http://localhost:3000/it/?gclid=Cj0KCQ', 'http://localhost:3000/it?gclid=Cj0KCQ'],
    ['https://www.lumera-vetrine.it/it/?utm_source=a&utm_medium=b', 'https://www.lumera-vetrine.it/it?utm_source=a&utm_medium=b'],
    ['https://www.lumera-vetrine.it/it/#top', 'https://www.lumera-vetrine.it/it#top'],
    ['http://localhost:3000/it/?', 'http://localhost:3000/it?'],
    ['/it/', '/it'],
    ['/it/?gclid=1', '/it?gclid=1'],
    ['/en/?a=1', '/en?a=1'],
  ])('a home with a slash: %s -> %s', (location, expected) => {
    expect(canonicalHomeLocation(location)).toBe(expected)
  })

  it.each([
    'http://localhost:3000/it',
    'http://localhost:3000/it?gclid=1',
    'http://localhost:3000/it/chi-siamo',
    'http://localhost:3000/it/chi-siamo/',
    'http://localhost:3000/',
    'http://localhost:3000/fr/',
    'http://localhost:3000/italia/',
    'http://it/',
    'https://example.com/shop/it/',
    '/',
    '/about-us?x=/it/',
  ])('anything else is unchanged: %s', (location) => {
    expect(canonicalHomeLocation(location)).toBe(location)
  })
})
