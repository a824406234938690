import { describe, expect, it } from 'vitest'
import { untranslated } from './fallbacks'

const product = (id: number, slug: string, translations: Record<string, number> = {}) => ({ id, slug, translations })

describe('untranslated: the default language products a language shows in the default language', () => {
  it.each([
    ['none, when every product has its translation by id', [product(1, 'a', { de: 21 })], [product(21, 'a-de', { en: 1 })], []],
    ['one the store links from the translation only', [product(1, 'a')], [product(21, 'a-de', { en: 1 })], []],
    ['one the store links from the original only', [product(1, 'a', { de: 21 })], [product(21, 'a-de')], []],
    ['none, by the same slug where the store gives no ids (a single-language store)', [product(1, 'a')], [product(1, 'a')], []],
    ['one with no version at all', [product(1, 'a', { it: 11 }), product(2, 'b', { de: 22 })], [product(22, 'b-de')], ['a']],
    ['one whose translation id the language no longer has', [product(1, 'a', { de: 99 })], [product(21, 'other')], ['a']],
    ['every one, when the language has no products', [product(1, 'a'), product(2, 'b')], [], ['a', 'b']],
  ])('%s', (_, originals, own, expected) => {
    expect(untranslated(originals, own, 'de', 'en').map((p) => p.slug)).toEqual(expected)
  })
})
