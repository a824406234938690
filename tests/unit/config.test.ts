import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { layout, localeCookie } from '#app-config'
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
  const en = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8')) as Record<string, string>
  const it_ = JSON.parse(readFileSync(new URL('../../messages/it.json', import.meta.url), 'utf8')) as Record<string, string>
  it('have the same keys in both languages', () => {
    expect(Object.keys(it_).sort()).toEqual(Object.keys(en).sort())
  })
  it('are never empty', () => {
    for (const [key, value] of [...Object.entries(en), ...Object.entries(it_)]) expect(value, key).not.toBe('')
  })
  it('use the same parameters in both languages', () => {
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort()
    for (const key of Object.keys(en)) expect(params(it_[key] ?? ''), key).toEqual(params(en[key] ?? ''))
  })
})
