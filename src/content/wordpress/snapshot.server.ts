/**
 * The snapshot the site serves. A whole read and a read of a few changed posts both end here, so an edit read on
 * its own gives exactly what a whole read would: the same order, the same winner of a shared slug, the same redirects.
 */
import type { Locale } from '#app-config'
import type { ChangedPost, ContentSnapshot } from '#src/content/store.server.ts'
import type { PostKind } from '#src/content/types.ts'
import type { MappedPost } from './mapping.server'
import { restBases } from './restBases'

export type MappedPosts = ReadonlyMap<string, MappedPost>

/** A change of a story or an article. */
export type PostChange = ChangedPost & { kind: PostKind }

export const postKey = (post: { kind: PostKind; id: number }) => `${post.kind}:${post.id}`

/**
 * The key that pairs a post with its versions (decision 0067): `wp-<smallest id>` among the post and the versions that
 * name it back, in the language each is named for. A post that names another one which does not name it back (a
 * forged or stale link) stays alone, so nobody can make their page the translation of someone else's.
 */
function pairedKey(entry: MappedPost, mapped: MappedPosts): string {
  const { post, translations } = entry
  const ids = [post.sourceId!]
  for (const [locale, id] of Object.entries(translations) as Array<[Locale, number]>) {
    if (id === post.sourceId) continue
    const other = mapped.get(postKey({ kind: post.kind, id }))
    if (other && other.post.locale === locale && other.translations[post.locale] === post.sourceId) ids.push(id)
  }
  return `wp-${Math.min(...ids)}`
}

export function assembleSnapshot(mapped: MappedPosts, log: (message: string) => void): ContentSnapshot {
  const entries = [...mapped.values()].map((entry) => ({ ...entry, post: { ...entry.post, key: pairedKey(entry, mapped) } }))
  // Newest first; two posts of one language may not share a slug: the newer one wins, the other is logged.
  entries.sort((a, b) => b.post.date.localeCompare(a.post.date) || (b.post.sourceId ?? 0) - (a.post.sourceId ?? 0))
  const bySlug = new Set<string>()
  const shown = entries.filter(({ post }) => {
    const slug = `${post.kind}:${post.locale}:${post.slug}`
    if (!bySlug.has(slug)) return bySlug.add(slug)
    log(`${restBases[post.kind]} (${post.locale}) skipped #${post.sourceId}: the slug "${post.slug}" is taken by a newer post`)
    return false
  })
  // An old slug that another post now uses is that post's page, not a redirect.
  return {
    posts: shown.map((entry) => entry.post),
    moved: shown.flatMap((entry) => entry.moved).filter((m) => !bySlug.has(`${m.kind}:${m.locale}:${m.from}`)),
    images: shown.flatMap((entry) => entry.images),
  }
}

/**
 * The other-language versions a read must fetch too: those a read post gained or lost a translation link with
 * (their key, which pairs the versions, may change). A plain edit changes no link.
 */
export function relinkedCounterparts(read: readonly PostChange[], last: MappedPosts, found: MappedPosts): PostChange[] {
  const wanted = new Map<string, PostChange>()
  const asked = new Set(read.map(postKey))
  for (const post of read) {
    const before = last.get(postKey(post))?.translations ?? {}
    const after = found.get(postKey(post))?.translations
    // Gone (unpublished, deleted): its versions keep their pages; a whole read settles their pairing later.
    if (!after) continue
    for (const [locale, id] of [...Object.entries(before), ...Object.entries(after)] as Array<[Locale, number]>) {
      const key = postKey({ kind: post.kind, id })
      const linked = (links: Partial<Record<Locale, number>>) => Object.values(links).includes(id)
      if (!asked.has(key) && linked(before) !== linked(after)) wanted.set(key, { kind: post.kind, id, locale })
    }
  }
  return [...wanted.values()]
}

export function withPostsRead(last: MappedPosts, read: readonly PostChange[], found: ReadonlyMap<string, MappedPost>): Map<string, MappedPost> {
  const next = new Map(last)
  for (const post of read) {
    const key = postKey(post)
    const entry = found.get(key)
    if (entry) next.set(key, entry)
    else next.delete(key)
  }
  return next
}
