import { describe, expect, it } from 'vitest'
import { ContentStore, type ChangedPost, type ContentSnapshot, type ContentSource, type ReadReport } from './store.server'
import type { Post } from './types'

const post = (title: string) => ({ kind: 'article', key: title, slug: title, locale: 'en', title }) as Post
const snapshot = (...titles: string[]): ContentSnapshot => ({ posts: titles.map(post), moved: [], images: [] })

/** A source whose reads the test finishes by hand, each with what WordPress held when the read began. */
function manualSource() {
  let held = snapshot('a')
  const reads: Array<{ resolve: () => void; reject: (e: Error) => void }> = []
  const source: ContentSource = {
    name: 'wordpress',
    load: () => {
      const seen = held
      return new Promise((resolve, reject) => reads.push({ resolve: () => resolve(seen), reject }))
    },
    ping: async () => true,
  }
  return { source, reads, set: (next: ContentSnapshot) => (held = next) }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('ContentStore', () => {
  it('never lets a change join a read that began before it', async () => {
    const wp = manualSource()
    const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {} })
    const first = store.current()
    expect(wp.reads).toHaveLength(1)
    wp.reads[0]!.resolve()
    await first
    // A poll's read is under way when the editor saves.
    let now = Date.now()
    const polling = new ContentStore(wp.source, { ttlMs: 1, warn: () => {}, now: () => (now += 10) })
    void polling.current()
    await tick()
    const before = wp.reads.length
    wp.set(snapshot('a', 'b'))
    const changed = polling.refreshAfterChange()
    await tick()
    expect(wp.reads).toHaveLength(before)
    wp.reads[before - 1]!.resolve()
    await tick()
    // Only then a read of its own, which sees the edit.
    expect(wp.reads).toHaveLength(before + 1)
    wp.reads[before]!.resolve()
    await changed
    expect((await polling.current()).posts.map((p) => p.title)).toEqual(['a', 'b'])
  })

  it('coalesces a burst of changes during a read into one more read, and tells its listeners', async () => {
    const wp = manualSource()
    const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {} })
    const first = store.current()
    wp.reads[0]!.resolve()
    await first
    let changes = 0
    store.onChange(() => changes++)
    wp.set(snapshot('a', 'b'))
    const first2 = store.refreshAfterChange()
    await tick()
    expect(wp.reads).toHaveLength(2)
    // Two more changes while that read runs: they share one read after it, not one each.
    const burst = [store.refreshAfterChange(), store.refreshAfterChange()]
    wp.reads[1]!.resolve()
    await first2
    await tick()
    expect(wp.reads).toHaveLength(3)
    wp.reads[2]!.resolve()
    await Promise.all(burst)
    expect(wp.reads).toHaveLength(3)
    expect(changes).toBe(1)
    // The same content again is no change.
    const again = store.refreshAfterChange()
    await tick()
    wp.reads[3]!.resolve()
    await again
    expect(changes).toBe(1)
  })

  it('keeps serving the last good copy when the source fails, and says so', async () => {
    const wp = manualSource()
    const logs: string[] = []
    const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: (m) => logs.push(m) })
    const first = store.current()
    wp.reads[0]!.resolve()
    await first
    const failing = store.refreshAfterChange()
    await tick()
    wp.reads[1]!.reject(new Error('WordPress answered 500'))
    await failing
    expect((await store.current()).posts.map((p) => p.title)).toEqual(['a'])
    expect(logs.join('\n')).toContain('serving the last good copy')
    expect(store.status()).toMatchObject({ source: 'wordpress', lastFailure: 'WordPress answered 500' })
  })

  it('serves nothing, not an error, when the first read fails', async () => {
    const wp = manualSource()
    const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {} })
    const first = store.current()
    wp.reads[0]!.reject(new Error('down'))
    expect(await first).toEqual({ posts: [], moved: [], images: [] })
  })

  it('keeps a preview’s photos servable beside the published ones', async () => {
    const wp = manualSource()
    const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {} })
    store.rememberImages([{ src: 'https://cms.example/draft.jpg' }])
    const images = store.images()
    wp.reads[0]!.resolve()
    expect(await images).toEqual([{ src: 'https://cms.example/draft.jpg' }])
  })

  describe('a change that names its posts', () => {
    /** A source that reads single posts too: each call is recorded, and finishes at once. */
    function partialSource(options: { partial?: boolean } = {}) {
      let held = snapshot('a')
      const calls: Array<'load' | ChangedPost[]> = []
      const source: ContentSource = {
        name: 'wordpress',
        load: async () => (calls.push('load'), held),
        ...(options.partial === false ? {} : { loadChanged: async (posts: readonly ChangedPost[]) => (calls.push([...posts]), held) }),
        ping: async () => true,
      }
      return { source, calls, set: (next: ContentSnapshot) => (held = next) }
    }
    const article = (id: number): ChangedPost => ({ kind: 'article', id, locale: 'en' })

    it('reads only those posts once there is a snapshot, and reports the read', async () => {
      const wp = partialSource()
      const reports: ReadReport[] = []
      let now = 1_000
      const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {}, onRead: (r) => reports.push(r), now: () => now })
      // The first read has no snapshot to update: it is whole, whatever the change names.
      await store.refreshAfterChange([article(1)])
      expect(wp.calls).toEqual(['load'])
      let changes = 0
      store.onChange(() => changes++)
      wp.set(snapshot('a', 'b'))
      now += 250
      await store.refreshAfterChange([article(2), { kind: 'story', id: 3 }])
      expect(wp.calls).toEqual(['load', [article(2), { kind: 'story', id: 3 }]])
      expect(changes).toBe(1)
      expect((await store.current()).posts.map((p) => p.title)).toEqual(['a', 'b'])
      expect(reports).toEqual([
        { cause: 'change', scope: 'everything', posts: 1, ms: 0, changed: false },
        { cause: 'change', scope: 'posts', posts: 2, ms: 0, changed: true },
      ])
    })

    it('reads everything for a change that names nothing, or from a source that cannot read single posts', async () => {
      const wp = partialSource()
      const store = new ContentStore(wp.source, { ttlMs: 60_000, warn: () => {} })
      await store.current()
      await store.refreshAfterChange()
      expect(wp.calls).toEqual(['load', 'load'])
      const whole = partialSource({ partial: false })
      const plain = new ContentStore(whole.source, { ttlMs: 60_000, warn: () => {} })
      await plain.current()
      await plain.refreshAfterChange([article(1)])
      expect(whole.calls).toEqual(['load', 'load'])
    })

    it('gathers the posts a burst names into one read after the running one, and reads everything once one change names nothing', async () => {
      const wp = manualSource()
      const named: ChangedPost[][] = []
      const source: ContentSource = { ...wp.source, loadChanged: (posts) => (named.push([...posts]), wp.source.load()) }
      const store = new ContentStore(source, { ttlMs: 60_000, warn: () => {} })
      const first = store.current()
      wp.reads[0]!.resolve()
      await first
      const running = store.refreshAfterChange([article(1)])
      await tick()
      expect(named).toEqual([[article(1)]])
      const burst = [store.refreshAfterChange([article(2)]), store.refreshAfterChange([article(3), article(2)])]
      wp.reads[1]!.resolve()
      await running
      await tick()
      expect(named).toEqual([[article(1)], [article(2), article(3)]])
      wp.reads[2]!.resolve()
      await Promise.all(burst)
      // A change that names nothing wins over the names of its burst: one whole read.
      const runningAgain = store.refreshAfterChange([article(4)])
      await tick()
      const mixed = [store.refreshAfterChange([article(5)]), store.refreshAfterChange()]
      wp.reads[3]!.resolve()
      await runningAgain
      await tick()
      expect(named).toEqual([[article(1)], [article(2), article(3)], [article(4)]])
      expect(wp.reads).toHaveLength(5)
      wp.reads[4]!.resolve()
      await Promise.all(mixed)
      expect(named).toHaveLength(3)
    })

    it('keeps the time of the last whole read: polling still reads everything when it is due', async () => {
      const wp = partialSource()
      let now = 0
      const store = new ContentStore(wp.source, { ttlMs: 1_000, warn: () => {}, now: () => now })
      await store.current()
      now = 900
      await store.refreshAfterChange([article(1)])
      now = 1_001
      await store.current()
      await tick()
      expect(wp.calls).toEqual(['load', [article(1)], 'load'])
    })

    it('keeps the last good copy when a read of single posts fails, and tries a whole read soon', async () => {
      const logs: string[] = []
      let now = 0
      const source: ContentSource = {
        name: 'wordpress',
        load: async () => snapshot('a'),
        loadChanged: async () => {
          throw new Error('WordPress answered 502')
        },
        ping: async () => true,
      }
      const reports: ReadReport[] = []
      const store = new ContentStore(source, { ttlMs: 60_000, warn: (m) => logs.push(m), onRead: (r) => reports.push(r), now: () => now })
      await store.current()
      await store.refreshAfterChange([article(1)])
      expect((await store.current()).posts.map((p) => p.title)).toEqual(['a'])
      expect(logs).toEqual(['wordpress could not be read (WordPress answered 502); serving the last good copy'])
      expect(reports[1]).toEqual({ cause: 'change', scope: 'posts', posts: 1, ms: 0, changed: false, failed: 'WordPress answered 502' })
      // Due again 15 s later, not after the whole TTL.
      now = 14_999
      expect(store.status().lastFailure).toBe('WordPress answered 502')
      const before = reports.length
      await store.current()
      expect(reports).toHaveLength(before)
      now = 15_000
      await store.current()
      await tick()
      expect(reports.at(-1)).toMatchObject({ cause: 'due', scope: 'everything' })
    })
  })
})
