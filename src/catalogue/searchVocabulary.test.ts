import { describe, expect, it } from 'vitest'
import { categories, localeCodes } from '#app-config'
import { collectionTradeText, genericTradeText, tradeWords } from './searchVocabulary'

describe('the trade vocabulary', () => {
  it('has words for every collection in every language, and generic words in every language', () => {
    for (const locale of localeCodes) {
      expect(tradeWords[locale].generic.length).toBeGreaterThan(3)
      for (const category of categories) expect(tradeWords[locale][category].length).toBeGreaterThan(3)
    }
  })

  it('never gives one word to two collections', () => {
    const owner = new Map<string, string>()
    for (const category of categories) {
      for (const word of localeCodes.flatMap((locale) => tradeWords[locale][category])) {
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
    ['chocolate', ['cioccolata', 'cioccolato', 'chocolate', 'schokolade']],
    ['icecream', ['eisvitrine', 'eisdiele']],
    ['wine', ['weinkühlschrank']],
    ['meat', ['trockenreifung']],
    ['bakery', ['konditorei', 'kuchen']],
  ] as const)('%s indexes %j, in every language', (category, words) => {
    for (const word of words) expect(collectionTradeText(category)).toContain(word)
  })

  it('generic words: vetrina, banco, espositore, display case, Kühlvitrine', () => {
    for (const word of ['vetrina', 'banco', 'espositore', 'display case', 'kühlvitrine']) expect(genericTradeText()).toContain(word)
  })
})
