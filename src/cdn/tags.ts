/**
 * Cache tags (docs/decisions/0041): every cacheable response names what it shows, so that a change purges exactly the
 * responses that show it, in every CDN. One vocabulary for the pages that carry tags (renderTags.ts) and the changes
 * that purge them (changeTags.ts). Any response can carry tags: `cacheTagHeaders(tags)` gives its headers.
 */
import { cdn, type Category, type Locale } from '#app-config'
import type { PostKind } from '#src/content/types.ts'

/** The longest page tag: a longer path is cut, so two such pages share a tag (a purge of one also purges the other). */
const PAGE_TAG_MAX_PATH = 200

export const cacheTags = {
  /** The page at this public path (without query). */
  page: (path: string) => `page:${path.replaceAll(',', '%2C').slice(0, PAGE_TAG_MAX_PATH)}`,
  language: (locale: Locale) => `lang:${locale}`,
  product: (id: number) => `product:${id}`,
  /** Purged by every change to any product of the language: pages that show products without naming each (a search). */
  anyProduct: (locale: Locale) => `products:${locale}`,
  /** Which products the language has, in which order, with which slugs: pages that pick what they show from the feed. */
  productList: (locale: Locale) => `product-list:${locale}`,
  /** The same for one collection: its page, and the product pages that show its other cabinets. */
  collection: (category: Category, locale: Locale) => `collection:${category}:${locale}`,
  /** A story or an article, in every language (`key` pairs its translations). */
  post: (kind: PostKind, key: string) => `${kind}:${key}`,
  anyPost: (kind: PostKind, locale: Locale) => `${kind === 'story' ? 'stories' : 'articles'}:${locale}`,
  postList: (kind: PostKind, locale: Locale) => `${kind}-list:${locale}`,
}

/**
 * What a response shows: tags it always carries, and groups of items (the products or posts it shows). A group that
 * does not fit the header's budget is replaced by its `overflow` tag, which every change of that kind purges.
 */
export type ShownTags = { fixed: Iterable<string>; groups: ReadonlyArray<{ overflow: string; items: Iterable<string> }> }

const listLength = (tags: Iterable<string>) => [...tags].reduce((sum, tag) => sum + tag.length + 1, 0)

/** The response's tag list within `maxChars`: the largest groups give way to their overflow tag first. */
export function fitTags({ fixed, groups }: ShownTags, maxChars: number = cdn.tagListMaxChars): string[] {
  const kept = new Set(fixed)
  const byOverflow = new Map<string, Set<string>>()
  for (const { overflow, items } of groups) {
    const set = byOverflow.get(overflow) ?? new Set<string>()
    for (const item of items) set.add(item)
    byOverflow.set(overflow, set)
  }
  const whole = () => new Set([...kept, ...[...byOverflow.values()].flatMap((set) => [...set])])
  let tags = whole()
  while (listLength(tags) > maxChars && byOverflow.size > 0) {
    const [overflow] = [...byOverflow].sort(([, a], [, b]) => listLength(b) - listLength(a))[0]!
    byOverflow.delete(overflow)
    kept.add(overflow)
    tags = whole()
  }
  return [...tags]
}

/** The response headers that carry `tags`: Varnish's xkey, Fastly's Surrogate-Key, Cloudflare's Cache-Tag. */
export function cacheTagHeaders(tags: Iterable<string>): Record<string, string> {
  const list = [...new Set(tags)]
  if (list.length === 0) return {}
  return { xkey: list.join(' '), 'Surrogate-Key': list.join(' '), 'Cache-Tag': list.join(',') }
}

/** The names of those headers: a shared cache strips them before the visitor, the site drops them from what no cache keeps. */
export const cacheTagHeaderNames = ['xkey', 'Surrogate-Key', 'Cache-Tag'] as const
