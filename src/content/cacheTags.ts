/**
 * The stories' and articles' cache tags (docs/decisions/0049, docs/cdn.md): what a page that shows posts carries,
 * and what a change of the content purges, in one place so a page and its purge can never disagree.
 */
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { changedIds, sameData } from '#src/cdn/changedItems.ts'
import { cacheTags, type ShownTags } from '#src/cdn/tags.ts'
import { pageChangeTags } from './pages/cacheTags'
import type { ContentSnapshot } from './store.server'
import type { Post, PostKind } from './types'

export const postTags = {
  post: (kind: PostKind, key: string) => `${kind}:${key}`,
  anyPost: (kind: PostKind, locale: Locale) => `${kind === 'story' ? 'stories' : 'articles'}:${locale}`,
  postList: (kind: PostKind, locale: Locale) => `${kind}-list:${locale}`,
}

/** Each post a page shows, by its own tag; a list too long for the header carries its kind's and language's instead. */
export const shownPosts = (locale: Locale, posts: ReadonlyArray<Pick<Post, 'kind' | 'key'>>): ShownTags['groups'] =>
  posts.map((p) => ({ overflow: postTags.anyPost(p.kind, locale), items: [postTags.post(p.kind, p.key)] }))

const postId = (post: Post) => `${post.kind}:${post.locale}:${post.sourceId ?? post.key}`

/** The slugs that are pages, in any order. */
const addresses = (items: ReadonlyArray<{ slug: string }>) => items.map((item) => item.slug).sort()

const postSelection = (posts: readonly Post[], kind: PostKind, locale: Locale) =>
  posts.filter((p) => p.kind === kind && p.locale === locale).map((p) => [p.key, p.slug])

export function contentChangeTags(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const tags = new Set<string>()
  const changed = changedIds(before.posts, after.posts, postId)
  for (const post of [...before.posts, ...after.posts]) {
    if (!changed.has(postId(post))) continue
    tags.add(postTags.post(post.kind, post.key))
    // A long list carries its page's language's tag, and the default language's posts are every language's fallback.
    for (const l of post.locale === defaultLocale ? localeCodes : [post.locale]) tags.add(postTags.anyPost(post.kind, l))
  }
  for (const kind of ['story', 'article'] as const) {
    for (const locale of new Set([...before.posts, ...after.posts].map((p) => p.locale))) {
      const [old, now] = [before, after].map((snapshot) => snapshot.posts.filter((p) => p.kind === kind && p.locale === locale))
      if (!sameData(postSelection(before.posts, kind, locale), postSelection(after.posts, kind, locale)))
        // The default language's lists are every language's fallback (docs/decisions/0066).
        for (const l of locale === defaultLocale ? localeCodes : [locale]) tags.add(postTags.postList(kind, l))
      // A post came, went or moved: an address answers differently (a missing page, a redirect; decision 0065).
      if (!sameData(addresses(old!), addresses(now!))) tags.add(cacheTags.missing)
    }
  }
  for (const tag of pageChangeTags(before.pages, after.pages)) tags.add(tag)
  return [...tags]
}
