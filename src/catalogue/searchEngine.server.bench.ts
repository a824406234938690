/**
 * How long the search index takes to build and to answer (`npm run bench:search`): figures, not
 * assertions (the machine is shared and noisy). The embedded catalogue (30 products a language)
 * and the same catalogue 50 times over (1,500 products, a large store) to see how it scales.
 */
import { describe, test } from 'vitest'
import { localeCodes, type Locale } from '#app-config'
import embeddedDe from './embedded/products.de.json'
import embeddedEn from './embedded/products.en.json'
import embeddedIt from './embedded/products.it.json'
import type { Product } from './product'
import { CatalogueSearch } from './searchEngine.server'
import { categoryLabelIn } from './searchIndex.server'
import { mapWooFeed } from './woocommerce.server'

const embedded = { en: embeddedEn, it: embeddedIt, de: embeddedDe } satisfies Record<Locale, unknown>
/** Queries as a buyer types them, in each language: a phrase, a typo, a word of no product, a prefix. */
const queries = {
  en: { phrase: 'gelato display', typo: 'choclate', none: 'xylophone', prefix: 'gelat' },
  it: { phrase: 'vetrina gelato', typo: 'gelatto', none: 'xilofono', prefix: 'gelat' },
  de: { phrase: 'vitrine für eis', typo: 'schokolde', none: 'xylophon', prefix: 'konditor' },
} satisfies Record<Locale, Record<string, string>>

const times = (products: Product[], n: number) =>
  Array.from({ length: n }, (_, copy) => products.map((p) => ({ ...p, id: p.id + copy * 100_000, name: `${p.name} ${copy}` }))).flat()
const build = (locale: Locale, products: Product[]) => new CatalogueSearch(locale, products, categoryLabelIn(locale))

// Vitest 5: `bench` is a fixture of a test; each test compares its benchmarks in one table.
for (const locale of localeCodes) {
  const feed = mapWooFeed(embedded[locale], locale)
  const large = times(feed, 50)
  describe(locale, () => {
    test('index build', async ({ bench }) => {
      await bench.compare(
        bench('30 products', () => void build(locale, feed)),
        bench('1,500 products', () => void build(locale, large)),
        { iterations: 5, time: 0 },
      )
    })
    const q = queries[locale]
    for (const [size, products] of [
      ['30 products', feed],
      ['1,500 products', large],
    ] as const) {
      test(`one query, ${size}`, async ({ bench }) => {
        const search = build(locale, products)
        await bench.compare(
          bench(`"${q.phrase}"`, () => void search.rank(q.phrase)),
          bench(`"${q.typo}" (typo corrected)`, () => void search.rank(q.typo)),
          bench(`"${q.none}" (no match, did you mean)`, () => void (search.rank(q.none), search.didYouMean(q.none))),
          bench(`suggest "${q.prefix}"`, () => void search.suggest(q.prefix)),
        )
      })
    }
  })
}
