import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { layout, localeCodes, localeCookie } from '#app-config'
import { paraglideOptions } from '../../paraglide.config.mjs'

const css = readFileSync(new URL('../../src/styles/app.css', import.meta.url), 'utf8')
const token = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim()

describe('CSS theme tokens mirror app.config.ts', () => {
  it.each([
    ['spacing-card-image', `${layout.productCardImageHeightPx}px`],
    ['breakpoint-md', `${layout.mobileBreakpointPx}px`],
    ['breakpoint-nav', `${layout.mobileHeaderMaxWidthPx + 1}px`],
    ['breakpoint-modal', `${layout.modalLayoutBreakpointsPx[0]}px`],
    ['width-promo', `${layout.promoPopupMaxWidthPx}px`],
    ['width-form-modal-min', `${layout.formModal.minWidthPx}px`],
    ['width-form-modal-max', `${layout.formModal.maxWidthVw}vw`],
    ['container-site-xl', `${layout.container[0].maxWidthPx}px`],
    ['container-site-2xl', `${layout.container[1].maxWidthPx}px`],
  ])('--%s is %s', (name, value) => expect(token(name)).toBe(value))
})

describe('Paraglide options mirror app.config.ts', () => {
  it('keeps the locale cookie for the configured lifetime', () => {
    expect(paraglideOptions.cookieName).toBe(localeCookie.name)
    expect(paraglideOptions.cookieMaxAge).toBe(localeCookie.lifetimeDays * 24 * 60 * 60)
  })
})

describe('messages', () => {
  // Every messages file, not only the configured locales: a file for a language still being written is checked too.
  const folder = new URL('../../messages/', import.meta.url)
  const read = (file: string) => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>
  const en = read('en.json')
  const others = readdirSync(folder)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .map((file) => [file, read(file)] as const)
  const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()

  it('exist for every configured locale', () => {
    const files = ['en.json', ...others.map(([file]) => file)]
    for (const code of localeCodes) expect(files).toContain(`${code}.json`)
  })
  it.each(others)('%s has the keys of en.json', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort())
  })
  it.each([['en.json', en] as const, ...others])('%s has no empty message', (_, messages) => {
    for (const [key, value] of Object.entries(messages)) expect(value, key).not.toBe('')
  })
  it.each(others)('%s uses the parameters of en.json', (_, messages) => {
    for (const key of Object.keys(en)) expect(params(messages[key] ?? ''), key).toEqual(params(en[key] ?? ''))
  })
})
