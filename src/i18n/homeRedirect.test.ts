import { describe, expect, it } from 'vitest'
import { canonicalHomeLocation, relativeHomeLocation } from './homeRedirect'

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

describe('relativeHomeLocation', () => {
  const request = 'http://evil.example/?gclid=1'
  it.each([
    // The request's own host, whatever it claimed to be: only the path goes out.
    ['http://evil.example/it?gclid=1', '/it?gclid=1'],
    ['http://evil.example/it#top', '/it#top'],
    ['/it', '/it'],
    // Another language's own host (LOCALE_DOMAINS) comes from the configuration, not the request: it stays whole.
    ['https://www.lumera.it/?gclid=1', 'https://www.lumera.it/?gclid=1'],
    ['https://evil.example/it', 'https://evil.example/it'],
  ])('%s -> %s', (location, expected) => expect(relativeHomeLocation(location, request)).toBe(expected))
})
