/** The search's rules (typos forgiven, corrections, ties, suggestions); the library (Orama) only finds and scores. */
import { boundedLevenshtein } from '@orama/orama/internals'
import type { Category } from '#app-config'
import type { ProductSummary } from './product'

/** Typos forgiven per word: none below 4 letters ("neve" is not "nave"), one up to 7, then two. */
export function typoTolerance(word: string): number {
  if (word.length < 4) return 0
  if (word.length < 8) return 1
  return 2
}

export function distanceWithin(a: string, b: string, max: number): number | undefined {
  const lengths = Math.abs(a.length - b.length)
  if (lengths > max) return undefined
  // The library's prefix search matches a longer word: it is as far as the letters it adds.
  if (b.startsWith(a)) return lengths
  const { isBounded, distance } = boundedLevenshtein(a, b, max)
  return isBounded && distance <= max ? distance : undefined
}

/** Nearest first; among equals the earlier candidate (callers list frequent words first); never the word itself. */
export function closestWords(word: string, candidates: readonly string[], max: number, limit = 3): string[] {
  const scored: { candidate: string; distance: number; order: number }[] = []
  candidates.forEach((candidate, order) => {
    if (candidate === word) return
    const distance = distanceWithin(word, candidate, max)
    if (distance !== undefined) scored.push({ candidate, distance, order })
  })
  return scored
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, limit)
    .map((s) => s.candidate)
}

/** A word the index does not know becomes the closest known word within its tolerance, if any. */
export function correctWords(
  words: readonly string[],
  isKnown: (word: string) => boolean,
  nearest: (word: string, max: number) => string | undefined,
): { words: string[]; corrected: boolean } {
  let corrected = false
  const result = words.map((word) => {
    if (isKnown(word)) return word
    const tolerance = typoTolerance(word)
    const replacement = tolerance > 0 ? nearest(word, tolerance) : undefined
    if (!replacement) return word
    corrected = true
    return replacement
  })
  return { words: result, corrected }
}

export type ScoredHit = { id: string; score: number }

/** Products by score, best first; equal scores keep the feed's order (the shop's own ranking). */
export function orderByScore<P extends { id: number }>(hits: readonly ScoredHit[], products: readonly P[]): P[] {
  const position = new Map(products.map((product, index) => [String(product.id), index]))
  return hits
    .filter((hit) => position.has(hit.id))
    .map((hit) => ({ hit, index: position.get(hit.id)! }))
    .sort((a, b) => b.hit.score - a.hit.score || a.index - b.index)
    .map(({ index }) => products[index]!)
}

/** The products of the collections a query names first ("wine bar", "gelateria"), each part in its order. */
export function collectionsFirst<P extends { category: Category | null }>(ranked: readonly P[], collections: readonly Category[]): P[] {
  if (!collections.length) return [...ranked]
  const named = (p: P) => p.category !== null && collections.includes(p.category)
  return [...ranked.filter(named), ...ranked.filter((p) => !named(p))]
}

/** The words to search: without venue words ("your shop" is in every description) when a collection is named. */
export function searchedWords(words: readonly string[], collections: readonly Category[], isVenue: (word: string) => boolean): string[] {
  if (!collections.length) return [...words]
  const kept = words.filter((word) => !isVenue(word))
  return kept.length ? kept : [...words]
}

export const SUGGESTED_PRODUCTS = 5
export const SUGGESTED_COLLECTIONS = 2

type ProductSuggestion = { slug: string; name: string; category: Category | null }
export type Suggestions = { products: ProductSuggestion[]; collections: Category[] }

/** The collections the query names (else the best product's), then the best products. */
export function shapeSuggestions(ranked: readonly ProductSummary[], mentioned: readonly Category[]): Suggestions {
  const products = ranked.slice(0, SUGGESTED_PRODUCTS)
  const fromProducts = products.map((p) => p.category).filter((c): c is Category => c !== null)
  const collections = [...new Set(mentioned.length ? mentioned : fromProducts.slice(0, 1))].slice(0, SUGGESTED_COLLECTIONS)
  return {
    products: products.map(({ slug, name, category }) => ({ slug, name, category })),
    collections,
  }
}
