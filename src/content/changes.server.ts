/**
 * Content changes reach every process (docs/decisions/0025). WordPress's notification reaches one
 * process: it tells the others through the change bus at once (with the posts it names), and every
 * process reads WordPress at the same time, each with a read that starts after the message (never
 * one already running, which may have missed the edit); a read that brings different stories or
 * articles drops that process's cached pages. A change found by polling (a lost notification) is
 * announced the same way. Reads made for a notification are not announced again: one edit, one message.
 * Every process purges the CDNs of what its own read found changed (docs/decisions/0049): the last one to read a
 * change purges last, so none can hand the CDN the old page after the purge.
 */
import { contentChangeTags } from '#src/cdn/changeTags.ts'
import { purger } from '#src/cdn/purger.server.ts'
import { changeBus, type ChangeBus } from '#src/server/changeBus.server.ts'
import { contentStore } from './sources.server'
import type { ChangedPost, ContentStore } from './store.server'

let readingForOthers = 0
let readingForWordPress = 0

/**
 * WordPress said these posts, the posts whose cover is one of `images` (media ids), or anything changed
 * (its notification reached this process): tell the others, and read them. An image that is nobody's
 * cover (a fresh upload) reads nothing.
 */
export async function readAfterNotification(
  changed: readonly ChangedPost[] | 'everything',
  images: readonly number[] = [],
  store: ContentStore = contentStore(),
  bus: ChangeBus = changeBus(),
): Promise<void> {
  const posts = changed === 'everything' ? undefined : [...changed, ...(await coveredBy(images, store))]
  if (posts?.length === 0) return
  bus.publish(posts ? { topic: 'content', posts } : { topic: 'content' })
  readingForWordPress++
  return store.refreshAfterChange(posts).finally(() => readingForWordPress--)
}

/** The posts whose cover is one of these images, as the site shows them now. */
async function coveredBy(images: readonly number[], store: ContentStore): Promise<ChangedPost[]> {
  if (images.length === 0) return []
  const { posts } = await store.current()
  return posts.flatMap((p) =>
    p.sourceId && p.cover.mediaId !== undefined && images.includes(p.cover.mediaId) ? [{ kind: p.kind, id: p.sourceId, locale: p.locale }] : [],
  )
}

export function shareContentChanges(
  clearPages: () => void,
  store: ContentStore = contentStore(),
  bus: ChangeBus = changeBus(),
  purge: (tags: readonly string[], cause: string) => void = (tags, cause) => purger().purge(tags, cause),
) {
  store.onChange(({ before, after }) => {
    clearPages()
    purge(contentChangeTags(before, after), 'content change')
    if (readingForOthers === 0 && readingForWordPress === 0) bus.publish({ topic: 'content' })
  })
  bus.subscribe((event) => {
    if (event.topic !== 'content') return
    readingForOthers++
    void store.refreshAfterChange(event.posts).finally(() => readingForOthers--)
  })
  // Read once at start, so the first visitor does not wait for WordPress.
  void store.warm()
}
