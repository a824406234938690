import { describe, expect, it } from 'vitest'
import { shouldRedirect } from '#src/paraglide/runtime.js'
import { homeLocale } from './homeLocale.server'

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:3000${path}`, { headers })

describe('homeLocale', () => {
  it.each([
    ['/', { cookie: 'PARAGLIDE_LOCALE=it' }, 'it'],
    ['/', { cookie: 'other=1; PARAGLIDE_LOCALE=it; more=2' }, 'it'],
    ['/', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'it-IT,it;q=0.9' }, 'en'],
    ['/', { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' }, 'it'],
    ['/', { 'accept-language': 'de-DE,en;q=0.5,it;q=0.9' }, 'it'],
    ['/', { cookie: 'PARAGLIDE_LOCALE=fr', 'accept-language': 'en-GB' }, 'en'],
    ['/?gclid=1', { 'accept-language': 'it' }, 'it'],
  ])('%s with %o: %s', (path, headers, expected) => {
    expect(homeLocale(request(path, headers))).toBe(expected)
  })

  it.each([
    ['/', {}],
    ['/', { cookie: 'PARAGLIDE_LOCALE=fr', 'accept-language': 'de' }],
    ['/about-us', { cookie: 'PARAGLIDE_LOCALE=it', 'accept-language': 'it' }],
    ['/it/chi-siamo', { cookie: 'PARAGLIDE_LOCALE=en' }],
    ['/api/health', { cookie: 'PARAGLIDE_LOCALE=it' }],
  ])('%s with %o: nothing, the URL decides', (path, headers) => {
    expect(homeLocale(request(path, headers))).toBeUndefined()
  })
})

describe("Paraglide's decision with it (the middleware's and the page cache's)", () => {
  it.each([
    ['/', { cookie: 'PARAGLIDE_LOCALE=it' }, 'it', 'http://localhost:3000/it/'],
    ['/?gclid=x', { 'accept-language': 'it-IT' }, 'it', 'http://localhost:3000/it/?gclid=x'],
    ['/', { 'accept-language': 'en-GB,it;q=0.5' }, 'en', undefined],
    ['/', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'it' }, 'en', undefined],
    ['/about-us', { cookie: 'PARAGLIDE_LOCALE=it', 'accept-language': 'it' }, 'en', undefined],
    ['/it/chi-siamo', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'en' }, 'it', undefined],
    ['/it', {}, 'it', undefined],
    ['/api/health', { cookie: 'PARAGLIDE_LOCALE=it' }, 'en', undefined],
    ['/_serverFn/abc', { cookie: 'PARAGLIDE_LOCALE=it' }, 'en', undefined],
  ])('%s with %o: %s, redirect to %s', async (path, headers, locale, redirect) => {
    const decision = await shouldRedirect({ request: request(path, headers) })
    expect(decision.locale).toBe(locale)
    expect(decision.redirectUrl?.href).toBe(redirect)
  })
})
