/**
 * Canary of localeScope.server.ts (decision 0036): a render run in our scope sees what it saw inside the installed
 * `paraglideMiddleware`, for every request the middleware does not redirect. Fails when an upgrade of Paraglide
 * changes the store it keeps or how the runtime reads it: then adapt localeScope.server.ts or go back to the middleware.
 */
import { describe, expect, it } from 'vitest'
import '#src/i18n/homeLocale.server.ts'
import type { Locale } from '#app-config'
import { paraglideMiddleware } from '#src/paraglide/server.js'
import { getLocale, getServerAsyncLocalStorage, getUrlOrigin, shouldRedirect } from '#src/paraglide/runtime.js'
import { m } from '#src/paraglide/messages.js'
import { inLocaleScope } from './localeScope.server'

/** What a render reads from Paraglide's scope. */
const seen = () => {
  const store = getServerAsyncLocalStorage()?.getStore() as Record<string, unknown> | undefined
  // A message call is tracked in the store, as the middleware's would be.
  const text = m.form_choose()
  return {
    keys: Object.keys(store ?? {}).sort(),
    locale: getLocale(),
    origin: getUrlOrigin(),
    messageCalls: store?.messageCalls instanceof Set ? [...store.messageCalls] : store?.messageCalls,
    text,
  }
}

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers })

describe('a page renders in the locale scope the middleware would give it (localeScope.server.ts)', () => {
  it.each([
    ['http://localhost:3000/', {}],
    ['http://localhost:3000/', { 'accept-language': 'it-IT', 'sec-fetch-dest': 'empty' }],
    ['http://localhost:3000/?gclid=1', { cookie: 'PARAGLIDE_LOCALE=en', 'accept-language': 'it' }],
    ['http://localhost:3000/about-us', { cookie: 'PARAGLIDE_LOCALE=it' }],
    ['http://127.0.0.1:4310/it/contatta?visit=1', {}],
    ['https://www.example.com/it/vetrine-custom-made', { 'sec-fetch-dest': 'document' }],
    ['http://localhost:3000/search?category=wine&q=cold', { 'accept-language': 'it' }],
  ] as Array<[string, Record<string, string>]>)('%s with %o', async (url, headers) => {
    const decision = await shouldRedirect({ request: request(url, headers) })
    expect(decision.shouldRedirect && headers['sec-fetch-dest'] === 'document').toBe(false)
    const viaMiddleware = await paraglideMiddleware(request(url, headers), async () => Response.json(seen()))
    const viaScope = await inLocaleScope(request(url, headers), decision.locale as Locale, async () => Response.json(seen()))
    const expected = await viaMiddleware.json()
    expect(await viaScope.json()).toEqual(expected)
    expect(expected.locale).toBe(decision.locale)
  })

  it('outside a render, no scope is left behind', async () => {
    await inLocaleScope(request('http://localhost:3000/it'), 'it', async () => undefined)
    expect(getServerAsyncLocalStorage()?.getStore()).toBeUndefined()
  })
})
