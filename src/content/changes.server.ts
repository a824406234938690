/**
 * Content changes reach every process (decisions 0025, 0049): the one WordPress notifies tells the others on the
 * change bus; each reads again with a read that starts after the message, drops its cached pages and purges the CDNs
 * of what it found changed. Reads made for a notification are not announced again: one edit, one message.
 */
import { purger } from '#src/cdn/purger.server.ts'
import { changeBus, type ChangeBus } from '#src/platform/changeBus.server.ts'
import { contentChangeTags } from './cacheTags'
import { contentStore } from './sources.server'
import type { ChangedPost, ContentStore } from './store.server'

let readingForOthers = 0
let readingForWordPress = 0

/**
 * WordPress said these posts, the posts whose cover is one of `images` (media ids), or anything changed: tell the
 * other processes, and read them. An image that is nobody's cover reads nothing.
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
  void store.warm()
}
