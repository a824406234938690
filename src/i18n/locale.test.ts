import { describe, expect, it } from 'vitest'
import { isLocale, localeFromParam, localeFromPathname, localePrefix, paramFromLocale } from './locale'

describe('locale helpers', () => {
  it.each([
    ['/', 'en'],
    ['', 'en'],
    ['/it', 'it'],
    ['/it/', 'it'],
    ['/it/chi-siamo', 'it'],
    ['/italy', 'en'],
    ['/IT/chi-siamo', 'en'],
    ['/en/about-us', 'en'],
    ['/about-us/it', 'en'],
    ['//it', 'en'],
  ] as const)('the pathname %j is in %s', (path, locale) => expect(localeFromPathname(path)).toBe(locale))

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['it', 'it'],
    ['en', 'en'],
    ['fr', 'en'],
    ['IT', 'en'],
  ] as const)('the param %j is %s', (param, locale) => expect(localeFromParam(param)).toBe(locale))

  it.each([
    ['en', undefined],
    ['it', 'it'],
  ] as const)('%s has the param %j', (locale, param) => expect(paramFromLocale(locale)).toBe(param))

  it.each([
    ['en', ''],
    ['it', '/it'],
  ] as const)('%s URLs start with %j', (locale, prefix) => expect(localePrefix(locale)).toBe(prefix))

  it.each([
    ['en', true],
    ['it', true],
    ['fr', false],
    ['', false],
    ['EN', false],
    [' it', false],
    [undefined, false],
    [null, false],
    [1, false],
    [['it'], false],
    [{ toString: () => 'it' }, false],
  ])('%j is a locale: %s', (value, expected) => expect(isLocale(value)).toBe(expected))
})
