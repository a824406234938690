import { describe, expect, it } from 'vitest'
import { browserLocales, homeLocale, homeNegotiates } from './homeLocale.server'
import { addressLocale, localeRedirect } from './requestLocale.server'

const prefixes = { origin: 'http://localhost:3000', domains: {} }
const italianDomain = { origin: 'https://lumera.example', domains: { it: 'https://lumera.it' } }
const everyDomain = { origin: 'https://lumera.example', domains: { it: 'https://lumera.it', de: 'https://lumera.de' } }
const request = (url: string, headers: Record<string, string> = {}) => new Request(new URL(url, 'http://localhost:3000'), { headers })
const document = { 'Sec-Fetch-Dest': 'document' }

describe('browserLocales', () => {
  it.each([
    ['it-IT,it;q=0.9,en;q=0.8', ['it', 'en']],
    ['de-DE,en;q=0.5,it;q=0.9', ['de', 'it', 'en']],
    ['de-AT', ['de']],
    ['fr-CH, fr;q=0.9, de;q=0.7, *;q=0.5', ['de']],
    ['en;q=0, it', ['it']],
    ['IT', ['it']],
    ['', []],
    ['de;q=abc,it;q=0.1', ['it']],
  ])('%j: %j', (header, expected) => expect(browserLocales(header)).toEqual(expected))

  it('reads a bounded header: a flood of languages is cut', () => {
    expect(browserLocales(`${'xx,'.repeat(5000)}it`)).toEqual([])
  })
})

describe('homeLocale', () => {
  it.each([
    ['/', { cookie: 'PARAGLIDE_LOCALE=it' }, 'it'],
    ['/', { cookie: 'other=1; PARAGLIDE_LOCALE=de; more=2' }, 'de'],
    ['/', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'it-IT,it;q=0.9' }, 'en'],
    ['/', { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' }, 'it'],
    ['/', { 'accept-language': 'de-DE,en;q=0.5,it;q=0.9' }, 'de'],
    ['/', { cookie: 'PARAGLIDE_LOCALE=fr', 'accept-language': 'en-GB' }, 'en'],
    ['/?gclid=1', { 'accept-language': 'de' }, 'de'],
  ])('%s with %o: %s', (path, headers, expected) => {
    expect(homeLocale(request(path, headers), prefixes)).toBe(expected)
  })

  it.each([
    ['/', {}],
    ['/', { cookie: 'PARAGLIDE_LOCALE=fr', 'accept-language': 'fr' }],
    ['/about-us', { cookie: 'PARAGLIDE_LOCALE=it', 'accept-language': 'it' }],
    ['/it/chi-siamo', { cookie: 'PARAGLIDE_LOCALE=en' }],
    ['/api/health', { cookie: 'PARAGLIDE_LOCALE=it' }],
  ])('%s with %o: nothing, the address decides', (path, headers) => {
    expect(homeLocale(request(path, headers), prefixes)).toBeUndefined()
  })

  it('offers only the languages served on the same host: a language on its own domain is never chosen for `/`', () => {
    expect(homeLocale(request('https://lumera.example/', { 'accept-language': 'it,de;q=0.5' }), italianDomain)).toBe('de')
    expect(homeLocale(request('https://lumera.example/', { cookie: 'PARAGLIDE_LOCALE=it' }), italianDomain)).toBeUndefined()
    expect(homeLocale(request('https://lumera.it/', { cookie: 'PARAGLIDE_LOCALE=de' }), italianDomain)).toBeUndefined()
  })

  it('negotiates `/` only where another language shares the host', () => {
    expect(homeNegotiates(prefixes, new URL('http://localhost:3000/'))).toBe(true)
    expect(homeNegotiates(italianDomain, new URL('https://lumera.example/'))).toBe(true)
    expect(homeNegotiates(italianDomain, new URL('https://lumera.it/'))).toBe(false)
    expect(homeNegotiates(everyDomain, new URL('https://lumera.example/'))).toBe(false)
    expect(homeNegotiates(prefixes, new URL('http://localhost:3000/about-us'))).toBe(false)
  })
})

describe('addressLocale: the language a request renders in', () => {
  it.each([
    [prefixes, 'http://localhost:3000/', 'en'],
    [prefixes, 'http://localhost:3000/de/kontakt', 'de'],
    [prefixes, 'http://localhost:3000/it', 'it'],
    [italianDomain, 'https://lumera.it/', 'it'],
    [italianDomain, 'https://lumera.it/contatta', 'it'],
    [italianDomain, 'https://LUMERA.IT/contatta', 'it'],
    [italianDomain, 'https://lumera.example/de/kontakt', 'de'],
    [italianDomain, 'https://unknown.example/chi-siamo', 'en'],
  ] as const)('%o %s: %s', (sites, url, locale) => expect(addressLocale(new URL(url), sites)).toBe(locale))
})

describe('localeRedirect', () => {
  const location = (response: Response | undefined) => response && [response.status, response.headers.get('Location')]

  it.each([
    ['/', { cookie: 'PARAGLIDE_LOCALE=it', ...document }, [307, '/it']],
    ['/?gclid=x', { 'accept-language': 'de-DE', ...document }, [307, '/de?gclid=x']],
    ['/', { 'accept-language': 'en-GB,it;q=0.5', ...document }, undefined],
    ['/', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'it', ...document }, undefined],
    // A prefetch or a link-preview bot is not redirected: it gets the English page of `/`.
    ['/', { 'accept-language': 'it', 'Sec-Fetch-Dest': 'empty' }, undefined],
    ['/about-us', { cookie: 'PARAGLIDE_LOCALE=it', ...document }, undefined],
    ['/it/chi-siamo', { cookie: 'PARAGLIDE_LOCALE=en', ...document }, undefined],
  ])('prefix mode: %s with %o: %j', (path, headers, expected) => {
    expect(location(localeRedirect(request(path, headers), prefixes))).toEqual(expected)
  })

  it.each([
    ['https://lumera.example/it/chi-siamo?x=1', [301, 'https://lumera.it/chi-siamo?x=1']],
    ['https://lumera.example/it', [301, 'https://lumera.it/']],
    ['https://lumera.it/it/chi-siamo', [301, 'https://lumera.it/chi-siamo']],
    ['https://lumera.it/de/kontakt', [301, 'https://lumera.example/de/kontakt']],
    ['https://lumera.it/en/about-us', [301, 'https://lumera.example/about-us']],
    ['http://lumera.it/chi-siamo', undefined],
    ['https://lumera.example/de/kontakt', undefined],
    ['https://lumera.example/about-us', undefined],
    ['https://unknown.example/de/kontakt', undefined],
    ['https://unknown.example/it/chi-siamo', [301, 'https://lumera.it/chi-siamo']],
    ['https://lumera.it/', undefined],
    ['https://lumera.it/api/health', undefined],
  ])('Italian on its own domain: %s: %j', (url, expected) => {
    expect(location(localeRedirect(request(url, document), italianDomain))).toEqual(expected)
  })

  it('never redirects `/` to another host, whatever the browser or the cookie says', () => {
    const home = request('https://lumera.example/', { 'accept-language': 'it', cookie: 'PARAGLIDE_LOCALE=it', ...document })
    expect(localeRedirect(home, italianDomain)).toBeUndefined()
    expect(
      location(localeRedirect(request('https://lumera.example/', { 'accept-language': 'it,de', ...document }), italianDomain)),
    ).toEqual([307, '/de'])
  })
})
