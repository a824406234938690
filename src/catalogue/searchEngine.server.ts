/** One language's products on Orama, stemmed ("vetrine" finds "vetrina"), server only. A second, unstemmed index of
 * the catalogue's words turns "gelatto" into "gelato" first: the stem "gelatt" is too far for Orama to forgive. */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama'
import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as germanStemmer } from '@orama/stemmers/german'
import { stemmer as italianStemmer } from '@orama/stemmers/italian'
import type { Category, Locale } from '#app-config'
import type { Product } from './product'
import {
  closestWords,
  collectionsFirst,
  correctWords,
  orderByScore,
  searchedWords,
  shapeSuggestions,
  typoTolerance,
  type Suggestions,
} from './searchRanking'
import {
  collectionWords,
  distinctWords,
  mentionedCollections,
  queryWords,
  searchDocument,
  venueWords,
  type SearchDocument,
} from './searchText'

/** Each language's stemmer (Snowball, from @orama/stemmers); tsc fails when a locale lacks one. */
const languages = {
  en: { language: 'english', stemmer: remembered(englishStemmer) },
  it: { language: 'italian', stemmer: remembered(italianStemmer) },
  de: { language: 'german', stemmer: remembered(germanStemmer) },
} as const satisfies Record<Locale, { language: string; stemmer: (word: string) => string }>

/** Most words of a catalogue repeat: remembering their stems cheapens the build (bench/). */
function remembered(stem: (word: string) => string, max = 50_000): (word: string) => string {
  const stems = new Map<string, string>()
  return (word) => {
    let found = stems.get(word)
    if (found === undefined) {
      if (stems.size >= max) stems.clear()
      found = stem(word)
      stems.set(word, found)
    }
    return found
  }
}

const schema = { name: 'string', collection: 'string', summary: 'string', details: 'string' } as const
const fields = Object.keys(schema) as (keyof typeof schema)[]
const venues = new Set(venueWords())
/** Words the typo index offers before they are ordered by their true distance. */
const WORD_CANDIDATES = 100
/** Name and collection matches first: a buyer's word is most often a model or a kind of cabinet. */
const boost: Record<keyof typeof schema, number> = { name: 4, collection: 3, summary: 1.5, details: 1 }

export type QueryTopics = {
  words: string[]
  corrected: boolean
  collections: Category[]
  /** The words searched for: without venue words when a collection is named. */
  searched: string[]
}

export type RankedSearch = {
  products: Product[]
  words: string[]
  corrected: boolean
  collections: Category[]
}

export class CatalogueSearch {
  private readonly index: Orama
  private readonly words: Orama
  private readonly vocabulary: string[]
  private readonly collectionNames: Record<Category, string[]>

  constructor(
    readonly locale: Locale,
    readonly products: readonly Product[],
    categoryLabel: (category: Category) => string,
  ) {
    const { language, stemmer } = languages[locale]
    this.index = create({ schema, components: { tokenizer: { language, stemming: true, stemmer } } })
    const documents: SearchDocument[] = products.map((product) => searchDocument(product, categoryLabel))
    insertMultiple(this.index, documents)
    this.vocabulary = wordsByFrequency(documents)
    this.words = create({ schema: { word: 'string' }, components: { tokenizer: { language, stemming: false } } })
    insertMultiple(
      this.words,
      this.vocabulary.map((word) => ({ word })),
    )
    this.collectionNames = collectionWords(categoryLabel)
  }

  topics(query: string): QueryTopics {
    const { words, corrected } = correctWords(
      queryWords(query),
      (word) => this.knows(word),
      (word, max) => this.nearestWords(word, max, 1)[0],
    )
    const collections = mentionedCollections(words, this.collectionNames)
    return { words, corrected, collections, searched: searchedWords(words, collections, (word) => venues.has(word)) }
  }

  /** Every product that has any word of the query (or a close spelling of it), best first, the collections it names first. */
  rank(query: string): RankedSearch {
    const { words, corrected, collections, searched } = this.topics(query)
    if (!words.length) return { products: [], words, corrected, collections }
    const result = search(this.index, {
      term: searched.join(' '),
      properties: fields,
      boost,
      threshold: 1,
      limit: this.products.length,
    }) as SyncResults
    const hits = result.hits.map((hit) => ({ id: String(hit.id), score: hit.score }))
    return { products: collectionsFirst(orderByScore(hits, this.products), collections), words, corrected, collections }
  }

  didYouMean(query: string, limit = 3): string[] {
    const found = queryWords(query).flatMap((word) => this.nearestWords(word, Math.max(2, typoTolerance(word) + 1), limit))
    return [...new Set(found)].slice(0, limit)
  }

  suggest(query: string): Suggestions {
    const ranked = this.rank(query)
    return shapeSuggestions(ranked.products, ranked.collections)
  }

  /** A word the product index has, whole or as the start of a longer one (the word being typed). */
  private knows(word: string): boolean {
    return this.known.get(word, () => {
      const result = search(this.index, { term: word, properties: fields, threshold: 0, limit: 1 }) as SyncResults
      return result.count > 0
    })
  }

  private nearestWords(word: string, max: number, limit: number): string[] {
    return this.nearest.get(`${word}\n${max}\n${limit}`, () => {
      const result = search(this.words, { term: word, tolerance: max, limit: WORD_CANDIDATES }) as SyncResults
      const candidates = new Set(result.hits.map((hit) => String(hit.document.word)))
      return closestWords(
        word,
        this.vocabulary.filter((known) => candidates.has(known)),
        max,
        limit,
      )
    })
  }

  /** Answers about single words, per catalogue version: a typo search of an unknown word walks the whole word index
   * (decision 0060), and visitors ask for the same few words again and again. */
  private readonly known = new WordAnswers<boolean>()
  private readonly nearest = new WordAnswers<string[]>()
}

/** A bounded memo of answers by word: emptied when full, as a crawler's endless new words must not grow it. */
class WordAnswers<T> {
  private readonly answers = new Map<string, T>()
  constructor(private readonly max = 10_000) {}

  get(key: string, answer: () => T): T {
    let found = this.answers.get(key)
    if (found === undefined) {
      if (this.answers.size >= this.max) this.answers.clear()
      found = answer()
      this.answers.set(key, found)
    }
    return found
  }
}

type Orama = AnyOrama
/** Orama answers synchronously when no component is async (none is here), though its type allows a promise. */
type SyncResults = { count: number; hits: { id: string; score: number; document: Record<string, unknown> }[] }

/** The distinct words of every document, the most frequent first (the better correction). */
function wordsByFrequency(documents: readonly SearchDocument[]): string[] {
  const counts = new Map<string, number>()
  for (const document of documents) {
    for (const field of fields) {
      for (const word of distinctWords(document[field])) {
        if (word.length > 2 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1)
      }
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word)
}
