/** How the search reads products and queries alike: lower case without accents, hyphens and apostrophes as spaces
 * ("ice-cream" is "ice cream", "dell'olio" is "dell olio"). */
import { categories, type Category } from '#app-config'
import type { Product } from './product'
import { collectionTradeText, genericTradeText, venueText } from './searchVocabulary'

/** The most words of a query the search looks at (a pasted paragraph is cut here). */
export const MAX_QUERY_WORDS = 8
/** Shorter words never count as a mention of a collection ("a", "di", "ge"). */
export const MIN_MENTION_LENGTH = 3

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function searchable(text: string): string {
  return fold(text)
    .replace(/[-‐‑–—_/'’`´]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export function queryWords(query: string): string[] {
  const words = searchable(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS)
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' }

export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export type SearchDocument = {
  id: string
  name: string
  collection: string
  summary: string
  details: string
}

export function searchDocument(product: Product, categoryLabel: (category: Category) => string): SearchDocument {
  const collection = product.category ? [categoryLabel(product.category), collectionTradeText(product.category)] : []
  const attributes = [...product.temperature, ...product.coolingSystem, ...product.door, ...product.capacity, ...product.colours]
  return {
    id: String(product.id),
    name: searchable(product.name),
    collection: searchable([...collection, genericTradeText()].join(' · ')),
    summary: searchable(product.summary),
    details: searchable([htmlText(product.descriptionHtml), ...attributes, ...product.features].join(' · ')),
  }
}

export function distinctWords(text: string): string[] {
  return [
    ...new Set(
      searchable(text)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ]
}

/** Each collection's label and trade words, less the generic ones ("vetrina" in "vetrina gelato") and the venues
 * ("shop" in "chocolate shop"), which name no collection in particular. */
export function collectionWords(categoryLabel: (category: Category) => string): Record<Category, string[]> {
  const generic = new Set([...distinctWords(genericTradeText()), ...venueWords()])
  const table = {} as Record<Category, string[]>
  for (const category of categories) {
    const words = distinctWords(`${categoryLabel(category)} ${collectionTradeText(category)}`)
    table[category] = words.filter((word) => !generic.has(word))
  }
  return table
}

export const venueWords = () => distinctWords(venueText())

/** A query names a collection when one of its words starts a word of the collection's, or the other way round
 * ("gelat" and "gelateria", "chocolates" and "chocolate"). */
export function mentionedCollections(words: readonly string[], table: Record<Category, string[]>): Category[] {
  const long = words.filter((word) => word.length >= MIN_MENTION_LENGTH)
  return categories.filter((category) =>
    table[category].some(
      (name) => name.length >= MIN_MENTION_LENGTH && long.some((word) => name.startsWith(word) || word.startsWith(name)),
    ),
  )
}
