import { describe, expect, it, vi } from 'vitest'
import type { ChangeBus, ChangeEvent } from '#src/platform/changeBus.server.ts'
import { readAfterNotification, shareContentChanges } from './changes.server'
import { ContentStore, type ChangedPost, type ContentSnapshot } from './store.server'
import type { Post } from './types'

// The process's own store and bus are not used here: each test passes its own.
vi.mock('./sources.server', () => ({ contentStore: () => undefined }))
vi.mock('#src/platform/changeBus.server.ts', () => ({ changeBus: () => undefined }))

const story = (id: number, mediaId?: number) =>
  ({ kind: 'story', key: `wp-${id}`, slug: `story-${id}`, locale: 'it', title: `Story ${id}`, sourceId: id, cover: { src: 'x', alt: '', width: 1, height: 1, mediaId } }) as Post

/** A store over a source that records what it is asked to read, and a bus that records what it tells. */
function setUp() {
  const snapshot: ContentSnapshot = { posts: [story(40, 7), story(41, 8), story(42)], moved: [], images: [] }
  const reads: Array<'everything' | ChangedPost[]> = []
  const store = new ContentStore(
    {
      name: 'wordpress',
      load: async () => (reads.push('everything'), snapshot),
      loadChanged: async (posts) => (reads.push([...posts]), snapshot),
      ping: async () => true,
    },
    { ttlMs: 60_000, warn: () => {} },
  )
  const told: ChangeEvent[] = []
  const bus = { carrier: 'in-process', publish: (event) => told.push(event), subscribe: () => () => {}, close: async () => {} } satisfies ChangeBus
  return { store, bus, reads, told }
}

describe('readAfterNotification', () => {
  it('reads the posts whose cover an edited image is, and tells the other processes their names', async () => {
    const { store, bus, reads, told } = setUp()
    await store.current()
    await readAfterNotification([{ kind: 'article', id: 12, locale: 'en' }], [7], store, bus)
    const named = [
      { kind: 'article', id: 12, locale: 'en' },
      { kind: 'story', id: 40, locale: 'it' },
    ]
    expect(reads).toEqual(['everything', named])
    expect(told).toEqual([{ topic: 'content', posts: named }])
  })

  it('reads nothing, and tells nobody, for an image that is no post’s cover (a fresh upload)', async () => {
    const { store, bus, reads, told } = setUp()
    await store.current()
    await readAfterNotification([], [99], store, bus)
    expect(reads).toEqual(['everything'])
    expect(told).toEqual([])
  })

  it('reads everything, and says so to the others, when the notification names nothing', async () => {
    const { store, bus, reads, told } = setUp()
    await store.current()
    await readAfterNotification('everything', [7], store, bus)
    expect(reads).toEqual(['everything', 'everything'])
    expect(told).toEqual([{ topic: 'content' }])
  })
})

describe('shareContentChanges', () => {
  it('purges the CDNs for every change its own read found: a notification, another process’s message, a poll', async () => {
    const clock = { now: 0 }
    let posts = [story(40), story(41), story(42)]
    const store = new ContentStore(
      {
        name: 'wordpress',
        load: async () => ({ posts, moved: [], images: [] }),
        loadChanged: async () => ({ posts, moved: [], images: [] }),
        ping: async () => true,
      },
      { ttlMs: 60_000, warn: () => {}, now: () => clock.now },
    )
    const told: ChangeEvent[] = []
    let hear: (event: ChangeEvent) => void = () => {}
    const bus = {
      carrier: 'cluster',
      publish: (event) => told.push(event),
      subscribe: (listener) => ((hear = listener), () => {}),
      close: async () => {},
    } satisfies ChangeBus
    const purges: Array<{ tags: readonly string[]; cause: string }> = []
    shareContentChanges(() => {}, store, bus, (tags, cause) => purges.push({ tags, cause }))
    await store.current()
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

    // Another process's message: this one reads, drops its pages and purges what it read (it may be the last to read).
    posts = posts.map((p) => (p.sourceId === 41 ? { ...p, title: 'Edited elsewhere' } : p))
    hear({ topic: 'content', posts: [{ kind: 'story', id: 41 }] })
    await settle()
    expect(purges).toEqual([{ tags: ['story:wp-41', 'stories:it'], cause: 'content change' }])
    expect(told).toEqual([])

    posts = posts.map((p) => (p.sourceId === 42 ? { ...p, title: 'Edited here' } : p))
    await readAfterNotification([{ kind: 'story', id: 42, locale: 'it' }], [], store, bus)
    expect(purges[1]).toEqual({ tags: ['story:wp-42', 'stories:it'], cause: 'content change' })

    // The poll finds an unpublished story (a lost notification): it tells the others and purges the story, its list, and
    // the missing pages (its address is one now).
    posts = posts.filter((p) => p.sourceId !== 40)
    clock.now = 61_000
    await store.current()
    await settle()
    expect(purges[2]).toEqual({ tags: ['story:wp-40', 'stories:it', 'story-list:it', '404'], cause: 'content change' })
    expect(told.at(-1)).toEqual({ topic: 'content' })
  })
})
