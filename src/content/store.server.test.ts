import { describe, expect, it } from 'vitest'
import { ContentStore, type ContentSnapshot, type ContentSource } from './store.server'
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
    const store = new ContentStore(wp.source, 60_000, () => {})
    const first = store.current()
    expect(wp.reads).toHaveLength(1)
    wp.reads[0]!.resolve()
    await first
    // A poll's read is under way when the editor saves.
    let now = Date.now()
    const polling = new ContentStore(wp.source, 1, () => {}, () => (now += 10))
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
    const store = new ContentStore(wp.source, 60_000, () => {})
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
    const store = new ContentStore(wp.source, 60_000, (m) => logs.push(m))
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
    const store = new ContentStore(wp.source, 60_000, () => {})
    const first = store.current()
    wp.reads[0]!.reject(new Error('down'))
    expect(await first).toEqual({ posts: [], moved: [], images: [] })
  })

  it('keeps a preview’s photos servable beside the published ones', async () => {
    const wp = manualSource()
    const store = new ContentStore(wp.source, 60_000, () => {})
    store.rememberImages([{ src: 'https://cms.example/draft.jpg' }])
    const images = store.images()
    wp.reads[0]!.resolve()
    expect(await images).toEqual([{ src: 'https://cms.example/draft.jpg' }])
  })
})
