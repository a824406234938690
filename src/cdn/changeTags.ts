/** The tags a change purges (docs/decisions/0049): every item that changed, came or went, and each list that changed. */
import { categories, type Locale } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import type { ContentSnapshot } from '#src/content/store.server.ts'
import type { Post, PostKind } from '#src/content/types.ts'
import type { PagesSnapshot } from '#src/content/pages/types.ts'
import { cacheTags } from './tags'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function changedIds<T>(before: readonly T[], after: readonly T[], idOf: (item: T) => string): Set<string> {
  const old = new Map(before.map((item) => [idOf(item), item]))
  const now = new Map(after.map((item) => [idOf(item), item]))
  return new Set([...old.keys(), ...now.keys()].filter((id) => !same(old.get(id), now.get(id))))
}

const productSelection = (products: readonly Product[]) => products.map((p) => [p.id, p.slug, p.category])

/** A locale's feed changed (its first read purges nothing); a product's translations' pages link to it: they go too. */
export function productChangeTags(locale: Locale, before: readonly Product[] | undefined, after: readonly Product[]): string[] {
  if (!before) return []
  const changed = changedIds(before, after, (p) => String(p.id))
  const tags = new Set<string>()
  for (const product of [...before, ...after]) {
    if (!changed.has(String(product.id))) continue
    tags.add(cacheTags.product(product.id))
    for (const id of Object.values(product.translations)) if (id !== undefined) tags.add(cacheTags.product(id))
  }
  if (!same(productSelection(before), productSelection(after))) tags.add(cacheTags.productList(locale))
  for (const category of categories) {
    const of = (list: readonly Product[]) => productSelection(list.filter((p) => p.category === category))
    if (!same(of(before), of(after))) tags.add(cacheTags.collection(category, locale))
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
      if (!same(postSelection(before.posts, kind, locale), postSelection(after.posts, kind, locale)))
        tags.add(cacheTags.postList(kind, locale))
    }
  }
  for (const tag of pageChangeTags(before.pages, after.pages)) tags.add(tag)
  return [...tags]
}

/**
 * Pages and notices (decision 0069): a page whose blocks or fields changed purges its own language's version; one that
 * came, went or changed its slug purges every version (they link to each other) and its language's list of pages (the
 * sitemap, and every address that was a 404 or a redirect). A notice is on every page of its language.
 */
export function pageChangeTags(before: PagesSnapshot | undefined, after: PagesSnapshot | undefined): string[] {
  if (!before || !after) return []
  const tags = new Set<string>()
  const id = (page: PagesSnapshot['pages'][number]) => `${page.locale}:${page.key}`
  const old = new Map(before.pages.map((page) => [id(page), page]))
  const now = new Map(after.pages.map((page) => [id(page), page]))
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const [was, is] = [old.get(key), now.get(key)]
    if (same(was, is)) continue
    const page = (is ?? was)!
    tags.add(cacheTags.sitePageIn(page.key, page.locale))
    // Hidden from search engines or shown again: the sitemap changes.
    if (was?.slug !== is?.slug || !was || !is || was.seo.noindex !== is.seo.noindex) {
      tags.add(cacheTags.sitePage(page.key))
      tags.add(cacheTags.pageList(page.locale))
    }
  }
  if (!same(before.moved, after.moved)) for (const move of [...before.moved, ...after.moved]) tags.add(cacheTags.pageList(move.locale))
  // A page served from its embedded document instead (all its blocks unusable) changes as much as an edit does.
  if (!same(before.fallbacks, after.fallbacks))
    for (const fallback of [...before.fallbacks, ...after.fallbacks]) tags.add(cacheTags.sitePageIn(fallback.key, fallback.locale))
  const noticesOf = (snapshot: PagesSnapshot, locale: string) => snapshot.notices.filter((n) => n.locale === locale)
  for (const locale of new Set([...before.notices, ...after.notices].map((n) => n.locale))) {
    if (!same(noticesOf(before, locale), noticesOf(after, locale))) tags.add(cacheTags.language(locale))
  }
  return [...tags]
}
