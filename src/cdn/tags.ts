/**
 * Cache tags (docs/decisions/0049, docs/cdn.md): the tags every page carries, and how a page's tags fit its header.
 * The tags of what a page shows live beside the data that shows it (src/catalogue/cacheTags.ts, src/content/cacheTags.ts).
 */
import { cdn, localeCodes, type Locale } from '#app-config'

const PAGE_TAG_MAX_PATH = 200

export const cacheTags = {
  page: (path: string) => `page:${path.replaceAll(',', '%2C').slice(0, PAGE_TAG_MAX_PATH)}`,
  language: (locale: Locale) => `lang:${locale}`,
  /** Answers for addresses that are not a page (missing pages, redirects): purged whenever an address comes or goes. */
  missing: '404',
  /** Pages that name the scripts and styles of one build (its assets' digest): purged when another build starts. */
  assets: (digest: string) => `assets:${digest}`,
}

/** Tags a response always carries, and groups of items, each replaced by its `overflow` tag when the list is too long. */
export type ShownTags = { fixed: Iterable<string>; groups: ReadonlyArray<{ overflow: string; items: Iterable<string> }> }

const listLength = (tags: Iterable<string>) => [...tags].reduce((sum, tag) => sum + tag.length + 1, 0)

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

export const cacheTagHeaderNames = ['xkey', 'Surrogate-Key', 'Cache-Tag'] as const

/** Adds `tags` to a response's tag headers (or gives it them). */
export function addCacheTags(headers: Headers, tags: readonly string[]): void {
  const present = (headers.get('xkey') ?? '').split(' ').filter(Boolean)
  for (const [name, value] of Object.entries(cacheTagHeaders([...present, ...tags]))) headers.set(name, value)
}

/** Tags that name a kind of page rather than one item: few, whatever the catalogue's size. */
const broadTag = /^(lang|products|product-list|collection|stories|articles|story-list|article-list):|^404$/

/**
 * Fewer tags that purge at least what `tags` do (a backlog a CDN's rate limit cannot send in time): the kinds' tags
 * stay, and every tag of one item, one page or one build gives way to every page of each language, and every
 * missing page and redirect (those carry no language).
 */
export function broaderTags(tags: readonly string[]): string[] {
  const broad = tags.filter((tag) => broadTag.test(tag))
  const narrow = broad.length < tags.length ? [...localeCodes.map(cacheTags.language), cacheTags.missing] : []
  return [...new Set([...broad, ...narrow])]
}
