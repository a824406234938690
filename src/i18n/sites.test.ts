import { describe, expect, it } from 'vitest'
import { routerRewrite } from './routerRewrite'
import { isSites, movedTo, originOf, pathOnHost, prefixedPath, rootLocaleOf, siteUrl } from './sites'

const prefixes = { origin: 'http://localhost:3000', domains: {} }
const sites = { origin: 'https://lumera.example', domains: { it: 'https://lumera.it', de: 'https://lumera.de:8443' } }

describe('where each language is served', () => {
  it.each([
    ['en', 'https://lumera.example'],
    ['it', 'https://lumera.it'],
    ['de', 'https://lumera.de:8443'],
  ] as const)('%s at %s', (locale, origin) => expect(originOf(sites, locale)).toBe(origin))

  it.each([
    ['lumera.it', 'it'],
    ['LUMERA.IT', 'it'],
    ['lumera.de:8443', 'de'],
    // A cache in front may take the port and a trailing dot off.
    ['lumera.de', 'de'],
    ['lumera.it.', 'it'],
    ['lumera.example', undefined],
    ['evil.example', undefined],
    ['lumera.it.evil.example', undefined],
  ])('the root of %s is in %s', (host, locale) => expect(rootLocaleOf(sites, host)).toBe(locale))

  it('has no root language anywhere in the prefix mode', () => expect(rootLocaleOf(prefixes, 'localhost:3000')).toBeUndefined())
})

describe('addresses of prefixed paths', () => {
  it.each([
    ['/it/chi-siamo', '/chi-siamo', 'https://lumera.it/chi-siamo'],
    ['/it', '/', 'https://lumera.it/'],
    ['/it?q=1', '/?q=1', 'https://lumera.it/?q=1'],
    ['/de/suche?q=eis#x', '/suche?q=eis#x', 'https://lumera.de:8443/suche?q=eis#x'],
    ['/about-us', '/about-us', 'https://lumera.example/about-us'],
    ['/images/og-default.png', '/images/og-default.png', 'https://lumera.example/images/og-default.png'],
  ])('%s is %s on its host, %s', (path, onHost, url) => {
    expect(pathOnHost(sites, path)).toBe(onHost)
    expect(siteUrl(sites, path)).toBe(url)
  })

  it('keeps the prefix without domains', () => {
    expect(pathOnHost(prefixes, '/it/chi-siamo')).toBe('/it/chi-siamo')
    expect(siteUrl(prefixes, '/it/chi-siamo')).toBe('http://localhost:3000/it/chi-siamo')
  })

  it.each([
    ['lumera.it', '/chi-siamo', '/it/chi-siamo'],
    ['lumera.it', '/', '/it'],
    ['lumera.example', '/about-us', '/about-us'],
    ['unknown.example', '/chi-siamo', '/chi-siamo'],
    ['lumera.it', '/sitemap.xml', '/sitemap.xml'],
    ['lumera.it', '/robots.txt', '/robots.txt'],
    ['lumera.it', '/api/forms', '/api/forms'],
    ['lumera.it', '/_serverFn/abc', '/_serverFn/abc'],
    ['lumera.it', '/images/og-default.png', '/images/og-default.png'],
  ])('a request on %s for %s is the page %s', (host, pathname, prefixed) => expect(prefixedPath(sites, host, pathname)).toBe(prefixed))
})

describe('movedTo', () => {
  it('never moves anything in the prefix mode', () => {
    for (const path of ['/it/chi-siamo', '/en/about-us', '/de', '/'])
      expect(movedTo(prefixes, new URL(path, 'http://any.host'))).toBeUndefined()
  })

  it('leaves what every host serves alone: the API, server functions, files', () => {
    for (const path of ['/it/x.pdf', '/api/health', '/_serverFn/it'])
      expect(movedTo(sites, new URL(path, 'https://lumera.example'))).toBeUndefined()
  })

  it('compares hosts, not schemes: TLS may end before the site', () => {
    expect(movedTo(sites, new URL('http://lumera.it/chi-siamo'))).toBeUndefined()
    expect(movedTo(sites, new URL('http://lumera.example/it/chi-siamo'))).toBe('https://lumera.it/chi-siamo')
  })
})

describe("the router's rewrite", () => {
  const rewrite = routerRewrite(() => sites)
  const input = (href: string) => rewrite.input({ url: new URL(href) }).pathname
  const output = (href: string) => rewrite.output({ url: new URL(href) }).pathname

  it.each([
    ['https://lumera.it/chi-siamo', '/it/about-us'],
    ['https://lumera.it/', '/it'],
    ['https://lumera.it/prodotto/aurora', '/it/product/aurora'],
    ['https://lumera.de:8443/vitrinen/eis', '/de/showcases/pastisserie'],
    ['https://lumera.example/about-us', '/about-us'],
    ['https://unknown.example/about-us', '/about-us'],
  ])('reads %s as %s', (href, internal) => expect(input(href)).toBe(internal))

  it.each([
    ['https://lumera.it/it/about-us', '/chi-siamo'],
    ['https://lumera.it/it', '/'],
    ['https://lumera.example/about-us', '/about-us'],
  ])('writes %s as %s', (href, pub) => expect(output(href)).toBe(pub))

  it('writes prefixed paths without domains, as before', () => {
    const plain = routerRewrite(() => prefixes)
    expect(plain.output({ url: new URL('http://localhost:3000/de/about-us') }).pathname).toBe('/de/ueber-uns')
    expect(plain.input({ url: new URL('http://localhost:3000/de/ueber-uns') }).pathname).toBe('/de/about-us')
  })
})

describe('isSites: what a page says in its data-sites attribute', () => {
  it.each([
    [sites, true],
    [prefixes, true],
    [{ origin: 'x', domains: { en: 'https://a' } }, false],
    [{ origin: 'x', domains: { fr: 'https://a' } }, false],
    [{ origin: 'x', domains: { it: 1 } }, false],
    [{ origin: 1, domains: {} }, false],
    [null, false],
    ['x', false],
  ])('%j: %s', (value, expected) => expect(isSites(value)).toBe(expected))
})
