/**
 * The comparison's selection as URLs carry it: `?products=a,b,c` on the comparison page (CONTRACT.md), and
 * `?compare=a,b` on the pages a visitor without JavaScript walks through while picking cabinets, so that the
 * toggles there can build the comparison's URL. Pure, and small: the toggles on every card import it.
 *
 * A query value is whatever the visitor's address bar holds: the router may hand it over as a string, a
 * number (`?products=90`), an array (`?products=a&products=b`) or an object. Nothing here throws.
 */
import { comparison } from '#app-config'
import { isUrlSlug } from '#src/site/slug.ts'

/** The comparison page's parameter (CONTRACT.md) and the one that carries a selection elsewhere. */
export const PRODUCTS_PARAM = 'products'
export const CARRIED_PARAM = 'compare'

/**
 * How many slugs of one query value are looked at: enough for the limit, with room for the unknown ones a
 * stale link holds. The rest are counted as too many, never parsed (a pasted list of thousands stays cheap).
 */
export const MAX_CANDIDATES = comparison.maxProducts * 3

/** Longer query values are cut here before they are split. */
const MAX_RAW_LENGTH = MAX_CANDIDATES * 201

export type SlugList = {
  /** Distinct slugs in their order, each of a shape a product could have; at most MAX_CANDIDATES. */
  slugs: string[]
  /** Entries no product could have (markup, dots, spaces): left out. */
  malformed: number
  /** Well-formed entries past MAX_CANDIDATES: left out. */
  beyond: number
}

/**
 * A query value as text: the router hands over what it parsed (a number for `?products=90`, an array for a
 * repeated parameter, an object for JSON). Entries that are not text become `{}`, which no slug matches.
 */
export function queryText(raw: unknown): string {
  if (raw === undefined || raw === null) return ''
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw)
  if (Array.isArray(raw))
    return raw
      .slice(0, MAX_CANDIDATES * 2)
      .map(queryText)
      .join(',')
  return '{}'
}

/** Reads a list of slugs from a query value: distinct, in order, the malformed ones and the excess counted. */
export function parseSlugList(raw: unknown): SlugList {
  const entries = queryText(raw)
    .slice(0, MAX_RAW_LENGTH)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const slugs: string[] = []
  let bad = 0
  let beyond = 0
  for (const entry of entries) {
    if (!isUrlSlug(entry)) bad++
    else if (slugs.includes(entry)) continue
    else if (slugs.length < MAX_CANDIDATES) slugs.push(entry)
    else beyond++
  }
  return { slugs, malformed: bad, beyond }
}

/** The selection with `slug` added at the end (unchanged when it is there or the comparison is full). */
export function withProduct(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug) || slugs.length >= comparison.maxProducts) return [...slugs]
  return [...slugs, slug]
}

/** The search of the pages that carry a selection: `compare`, as text, when the address has it. */
export const carriedSearch = (search: Record<string, unknown>): { compare?: string } =>
  search[CARRIED_PARAM] === undefined ? {} : { compare: queryText(search[CARRIED_PARAM]) }

/** The selection a page's query string carries for the toggles (`?compare=`), at most the comparison's limit. */
export function carriedSelection(searchStr: string): string[] {
  const value = new URLSearchParams(searchStr).get(CARRIED_PARAM)
  return parseSlugList(value ?? undefined).slugs.slice(0, comparison.maxProducts)
}
