/**
 * How long the search index takes to build and to answer (`npm run bench:search`): figures, not
 * assertions (the machine is shared and noisy). The embedded catalogue (30 products a language)
 * and the same catalogue 50 times over (1,500 products, a large store) to see how it scales.
 */
import { bench, describe } from 'vitest'
import type { Locale } from '#app-config'
import embeddedEn from './embedded/products.en.json'
import embeddedIt from './embedded/products.it.json'
import type { Product } from './product'
import { CatalogueSearch } from './searchEngine.server'
import { categoryLabelIn } from './searchIndex.server'
import { mapWooFeed } from './woocommerce.server'

const feeds = { en: mapWooFeed(embeddedEn, 'en'), it: mapWooFeed(embeddedIt, 'it') } satisfies Record<Locale, Product[]>
const times = (products: Product[], n: number) =>
  Array.from({ length: n }, (_, copy) => products.map((p) => ({ ...p, id: p.id + copy * 100_000, name: `${p.name} ${copy}` }))).flat()
const large = times(feeds.it, 50)

const build = (locale: Locale, products: Product[]) => new CatalogueSearch(locale, products, categoryLabelIn(locale))

describe('index build', () => {
  bench('it, 30 products', () => void build('it', feeds.it))
  bench('en, 30 products', () => void build('en', feeds.en))
  bench('it, 1,500 products', () => void build('it', large), { iterations: 5, time: 0 })
})

const small = build('it', feeds.it)
const big = build('it', large)
describe('one query, it, 30 products', () => {
  bench('"vetrina gelato"', () => void small.rank('vetrina gelato'))
  bench('"gelatto" (typo corrected)', () => void small.rank('gelatto'))
  bench('"xilofono" (no match, did you mean)', () => void (small.rank('xilofono'), small.didYouMean('xilofono')))
  bench('suggest "gelat"', () => void small.suggest('gelat'))
})
describe('one query, it, 1,500 products', () => {
  bench('"vetrina gelato"', () => void big.rank('vetrina gelato'))
  bench('"gelatto" (typo corrected)', () => void big.rank('gelatto'))
  bench('suggest "gelat"', () => void big.suggest('gelat'))
})
