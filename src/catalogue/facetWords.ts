/** Filter values across languages ("Ventilated", "Ventilata"): the same cabinet in two languages pairs its words,
 * and the pairing most cabinets agree on wins (docs/decisions/0048). */
import { localeCodes, type Locale } from '#app-config'
import type { Product } from './product'
import { valuesOf, wordFacets, type SearchParams, type WordFacet } from './search'

export type PairableProduct = Pick<
  Product,
  'id' | 'slug' | 'translations' | 'category' | 'temperature' | 'coolingSystem' | 'door' | 'capacity'
>

const key = (facet: WordFacet, from: Locale, value: string, to: Locale) => `${facet}\u0000${from}\u0000${value}\u0000${to}`

export class FacetWords {
  private readonly known = new Map<string, Set<string>>()
  private readonly counterparts = new Map<string, string>()

  constructor(feeds: Partial<Record<Locale, readonly PairableProduct[]>>) {
    for (const locale of localeCodes) {
      for (const facet of wordFacets) {
        this.known.set(`${facet}\u0000${locale}`, new Set((feeds[locale] ?? []).flatMap((p) => valuesOf[facet](p))))
      }
    }
    const votes = new Map<string, Map<string, number>>()
    for (const from of localeCodes) {
      for (const to of localeCodes) {
        if (from === to) continue
        const others = feeds[to] ?? []
        const byId = new Map(others.map((p) => [p.id, p]))
        const bySlug = new Map(others.map((p) => [p.slug, p]))
        for (const product of feeds[from] ?? []) {
          const id = product.translations[to]
          const counterpart = id !== undefined ? byId.get(id) : bySlug.get(product.slug)
          if (!counterpart) continue
          for (const facet of wordFacets) {
            const mine = valuesOf[facet](product)
            const theirs = valuesOf[facet](counterpart)
            // Lists of different lengths do not tell which word is which.
            if (mine.length !== theirs.length) continue
            mine.forEach((value, index) => {
              const tally = votes.get(key(facet, from, value, to)) ?? new Map<string, number>()
              tally.set(theirs[index]!, (tally.get(theirs[index]!) ?? 0) + 1)
              votes.set(key(facet, from, value, to), tally)
            })
          }
        }
      }
    }
    for (const [pair, tally] of votes) {
      let best: [string, number] | undefined
      for (const entry of tally) if (!best || entry[1] > best[1]) best = entry
      this.counterparts.set(pair, best![0])
    }
  }

  has(facet: WordFacet, value: string, locale: Locale): boolean {
    return this.known.get(`${facet}\u0000${locale}`)!.has(value)
  }

  valueIn(facet: WordFacet, value: string, to: Locale): string | undefined {
    if (this.has(facet, value, to)) return value
    for (const from of localeCodes) {
      const found = this.counterparts.get(key(facet, from, value, to))
      if (found !== undefined) return found
    }
    return undefined
  }

  /** The same search in `to`: every value that language knows under another word is moved to it; unknown ones stay. */
  paramsIn(params: SearchParams, to: Locale): SearchParams {
    const moved: SearchParams = { ...params }
    for (const facet of wordFacets) {
      const chosen = params[facet]
      if (chosen) moved[facet] = [...new Set(chosen.map((value) => this.valueIn(facet, value, to) ?? value))]
    }
    return moved
  }

  /** The chosen values no product of `locale` has (after moving them there): filters that can only be removed. */
  unknownIn(params: SearchParams, locale: Locale): Array<{ facet: WordFacet; value: string }> {
    return wordFacets.flatMap((facet) =>
      (params[facet] ?? []).filter((value) => !this.has(facet, value, locale)).map((value) => ({ facet, value })),
    )
  }
}
