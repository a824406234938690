import { describe, expect, it } from 'vitest'
import { categories, localeCodes } from '#app-config'
import { collectionTradeText, collectionVocabulary, genericTradeText, genericVocabulary } from './searchVocabulary'

describe('the trade vocabulary', () => {
  it('has words for every collection in every language, and generic words in every language', () => {
    for (const locale of localeCodes) {
      expect(genericVocabulary[locale].length).toBeGreaterThan(3)
      for (const category of categories) expect(collectionVocabulary[category][locale].length).toBeGreaterThan(3)
    }
  })

  it('never gives one word to two collections', () => {
    const owner = new Map<string, string>()
    for (const category of categories) {
      for (const word of Object.values(collectionVocabulary[category]).flat()) {
        const lower = word.toLowerCase()
        expect(owner.get(lower) ?? category, `"${word}"`).toBe(category)
        owner.set(lower, category)
      }
    }
  })

  it.each([
    ['icecream', ['gelateria', 'ice cream parlour', 'gelato']],
    ['wine', ['cantinetta', 'wine cooler']],
    ['meat', ['frollatura', 'dry ageing', 'dry aging']],
    ['bakery', ['pasticceria', 'pastry', 'cake display case']],
    ['chocolate', ['cioccolata', 'cioccolato', 'chocolate']],
  ] as const)('%s indexes %j, in both languages', (category, words) => {
    for (const word of words) expect(collectionTradeText(category)).toContain(word)
  })

  it('generic words: vetrina, banco, espositore, display case', () => {
    for (const word of ['vetrina', 'banco', 'espositore', 'display case']) expect(genericTradeText()).toContain(word)
  })
})
