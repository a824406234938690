/** The selection as URLs carry it: `?products=` on the comparison page, `?compare=` on the pages a visitor without
 * JavaScript walks through while picking. Small: every card's toggle imports it. Nothing here throws. */
import { comparison } from '#app-config'
import { isUrlSlug } from '#src/site/slug.ts'

/** The comparison page's parameter (docs/specification.md §3) and the one that carries a selection elsewhere. */
export const PRODUCTS_PARAM = 'products'
export const CARRIED_PARAM = 'compare'

/** Room for the unknown slugs a stale link holds; the rest are counted, never parsed (a pasted list stays cheap). */
export const MAX_CANDIDATES = comparison.maxProducts * 3

const MAX_RAW_LENGTH = MAX_CANDIDATES * 201

export type SlugList = {
  slugs: string[]
  /** Entries no product could have (markup, dots, spaces): left out. */
  malformed: number
  beyond: number
}

/** The router hands over what it parsed (`?products=90` is a number, a repeated parameter an array); entries that
 * are not text become `{}`, which no slug matches. */
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

export function withProduct(slugs: readonly string[], slug: string): string[] {
  if (slugs.includes(slug) || slugs.length >= comparison.maxProducts) return [...slugs]
  return [...slugs, slug]
}

export const carriedSearch = (search: Record<string, unknown>): { compare?: string } =>
  search[CARRIED_PARAM] === undefined ? {} : { compare: queryText(search[CARRIED_PARAM]) }

/** The selection a page's query string carries for the toggles (`?compare=`), at most the comparison's limit. */
export function carriedSelection(searchStr: string): string[] {
  const value = new URLSearchParams(searchStr).get(CARRIED_PARAM)
  return parseSlugList(value ?? undefined).slugs.slice(0, comparison.maxProducts)
}
