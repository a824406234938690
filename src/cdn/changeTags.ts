/**
 * The tags a change purges (docs/decisions/0049, 0065, 0066): every item that changed, came or went, each list that
 * changed, and when an address came, went or moved, the answers of addresses that are not pages (`404`: missing pages,
 * redirects).
 */
import { categories, defaultLocale, localeCodes, type Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import type { ContentSnapshot } from '#src/content/store.server.ts'
import type { Post, PostKind } from '#src/content/types.ts'
import { cacheTags } from './tags'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function changedIds<T>(before: readonly T[], after: readonly T[], idOf: (item: T) => string): Set<string> {
  const old = new Map(before.map((item) => [idOf(item), item]))
  const now = new Map(after.map((item) => [idOf(item), item]))
  return new Set([...old.keys(), ...now.keys()].filter((id) => !same(old.get(id), now.get(id))))
}

const productSelection = (products: readonly Product[]) => products.map((p) => [p.id, p.slug, p.category])

/** The slugs that are pages, in any order. */
const addresses = (items: ReadonlyArray<{ slug: string }>) => items.map((item) => item.slug).sort()

/** A locale's feed changed (its first read purges nothing); a product's translations' pages link to it: they go too.
 * The default language's lists are every language's fallback (docs/decisions/0066): a change of them is every one's. */
export function productChangeTags(locale: Locale, before: readonly Product[] | undefined, after: readonly Product[]): string[] {
  if (!before) return []
  const changed = changedIds(before, after, (p) => String(p.id))
  const tags = new Set<string>()
  for (const product of [...before, ...after]) {
    if (!changed.has(String(product.id))) continue
    tags.add(cacheTags.product(product.id))
    for (const id of Object.values(product.translations)) if (id !== undefined) tags.add(cacheTags.product(id))
  }
  const listedIn = locale === defaultLocale ? localeCodes : [locale]
  if (!same(productSelection(before), productSelection(after))) for (const l of listedIn) tags.add(cacheTags.productList(l))
  // A product came, went or was renamed: an address answers differently (a missing page, a redirect).
  if (!same(addresses(before), addresses(after))) tags.add(cacheTags.missing)
  for (const category of categories) {
    const of = (list: readonly Product[]) => productSelection(list.filter((p) => p.category === category))
    if (!same(of(before), of(after))) for (const l of listedIn) tags.add(cacheTags.collection(category, l))
  }
  if (tags.size > 0) tags.add(cacheTags.anyProduct(locale))
  return [...tags]
}

const postId = (post: Post) => `${post.kind}:${post.locale}:${post.sourceId ?? post.key}`

const postSelection = (posts: readonly Post[], kind: PostKind, locale: Locale) =>
  posts.filter((p) => p.kind === kind && p.locale === locale).map((p) => [p.key, p.slug])

export function contentChangeTags(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const tags = new Set<string>()
  const changed = changedIds(before.posts, after.posts, postId)
  for (const post of [...before.posts, ...after.posts]) {
    if (!changed.has(postId(post))) continue
    tags.add(cacheTags.post(post.kind, post.key))
    tags.add(cacheTags.anyPost(post.kind, post.locale))
  }
  for (const kind of ['story', 'article'] as const) {
    for (const locale of new Set([...before.posts, ...after.posts].map((p) => p.locale))) {
      const [old, now] = [before, after].map((snapshot) => snapshot.posts.filter((p) => p.kind === kind && p.locale === locale))
      if (!same(postSelection(before.posts, kind, locale), postSelection(after.posts, kind, locale)))
        for (const l of locale === defaultLocale ? localeCodes : [locale]) tags.add(cacheTags.postList(kind, l))
      if (!same(addresses(old!), addresses(now!))) tags.add(cacheTags.missing)
    }
  }
  return [...tags]
}
