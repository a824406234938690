import { describe, expect, it } from 'vitest'
import { localeCodes, type Locale } from '#app-config'
import { ProductFeed, type ProductSource } from './feed.server'

const raw = (name: string) => [{ id: 1, slug: 'aurora-90', name }]

/** A store whose reads the test releases one by one, recording what each read returned. */
function slowStore(origin?: string) {
  let name = 'Aurora 90'
  const reads: Array<{ locale: Locale; at: number; release: () => void }> = []
  const source: ProductSource = {
    name: 'woocommerce',
    origin,
    fetchRaw: (locale) => {
      const answer = raw(name) // what the store holds when the read starts
      return new Promise((resolve) => reads.push({ locale, at: Date.now(), release: () => resolve(answer) }))
    },
  }
  return { source, reads, edit: (next: string) => (name = next) }
}
const tick = () => new Promise((r) => setTimeout(r, 0))
async function releaseAll(reads: Array<{ release: () => void }>) {
  while (reads.length) {
    reads.shift()!.release()
    await tick()
  }
}

describe('ProductFeed.refreshAll', () => {
  it('reads every locale again, whatever the TTL, and notifies the change', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 0)
    const warm = feed.warm()
    await releaseAll(store.reads)
    await warm
    const changed: Locale[] = []
    feed.onChange((locale) => changed.push(locale))
    store.edit('Aurora 90 Plus')
    const refresh = feed.refreshAll()
    await tick()
    expect(store.reads.map((r) => r.locale).sort()).toEqual([...localeCodes].sort())
    await releaseAll(store.reads)
    await refresh
    expect(changed.sort()).toEqual([...localeCodes].sort())
    for (const locale of localeCodes) expect((await feed.products(locale))[0]?.name).toBe('Aurora 90 Plus')
  })

  it('coalesces a burst into one more read, which starts after the last call', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 0)
    const first = feed.refreshAll()
    await tick()
    expect(store.reads).toHaveLength(localeCodes.length)
    // Three more edits arrive while the first read runs: they are read once, afterwards.
    store.edit('B')
    const second = feed.refreshAll()
    store.edit('C')
    const third = feed.refreshAll()
    store.edit('D')
    await releaseAll(store.reads.splice(0))
    await tick()
    expect(store.reads).toHaveLength(localeCodes.length)
    await releaseAll(store.reads)
    await Promise.all([first, second, third])
    expect(store.reads).toHaveLength(0)
    expect((await feed.products(localeCodes[0]!))[0]?.name).toBe('D')
  })

  it('starts the coalesced read no sooner than the spacing after the previous one began', async () => {
    const store = slowStore()
    const spacingMs = 120
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, spacingMs)
    // Taken before the call: the feed notes its own start a moment later, and under load the store sees the read later still.
    const began = Date.now()
    const first = feed.refreshAll()
    await tick()
    const second = feed.refreshAll()
    await releaseAll(store.reads.splice(0))
    // The first read is done; one more is owed, and it waits for the spacing.
    await expect.poll(() => store.reads.length, { interval: 5 }).toBe(localeCodes.length)
    // Timers may fire up to a millisecond early by Date.now's clock.
    for (const read of store.reads) expect(read.at - began).toBeGreaterThanOrEqual(spacingMs - 1)
    await releaseAll(store.reads)
    await Promise.all([first, second])
  })

  it('does not wait when no call came during the read', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 60_000)
    const first = feed.refreshAll()
    await tick()
    await releaseAll(store.reads)
    await first
    // A later call, after the spacing has not passed, still reads at once: only a burst is spaced.
    const second = feed.refreshAll()
    await tick()
    expect(store.reads).toHaveLength(localeCodes.length)
    await releaseAll(store.reads)
    await second
  })

  it('waits for a read that began before the edit, then reads again', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 0, () => {}, Date.now, 0)
    const polling = feed.products(localeCodes[0]!)
    await tick()
    store.edit('Edited')
    const refresh = feed.refreshAll()
    await releaseAll(store.reads)
    await polling
    await tick()
    await releaseAll(store.reads)
    await refresh
    expect(store.reads).toHaveLength(0)
    const entry = await feed.products(localeCodes[0]!)
    expect(entry[0]?.name).toBe('Edited')
  })

  it('a refresh asked for during a run that already read starts another run (none is lost at the end of a run)', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 0)
    const first = feed.refreshAll()
    await tick()
    // The edit and its webhook come while the first run's reads are under way, just before they end.
    store.edit('Late edit')
    const late = feed.refreshAll()
    await releaseAll(store.reads.splice(0))
    await first
    await tick()
    expect(store.reads).toHaveLength(localeCodes.length)
    await releaseAll(store.reads)
    await late
    for (const locale of localeCodes) expect((await feed.products(locale))[0]?.name).toBe('Late edit')
  })
})

describe('ProductFeed.reload', () => {
  it('starts at once when nothing is being read', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 0)
    const reload = feed.reload('en')
    expect(store.reads).toHaveLength(1)
    await releaseAll(store.reads)
    expect((await reload)?.products[0]?.name).toBe('Aurora 90')
  })

  it('never joins a read under way: it reads once more after it, one read for every call made meanwhile', async () => {
    const store = slowStore()
    const feed = new ProductFeed(store.source, 3_600_000, () => {}, Date.now, 0)
    const polling = feed.refresh('en')
    store.edit('Edited')
    const reloads = [feed.reload('en'), feed.reload('en'), feed.reload('en')]
    expect(store.reads).toHaveLength(1)
    store.reads.shift()!.release()
    expect((await polling)?.products[0]?.name).toBe('Aurora 90')
    await tick()
    expect(store.reads).toHaveLength(1)
    await releaseAll(store.reads)
    for (const entry of await Promise.all(reloads)) expect(entry?.products[0]?.name).toBe('Edited')
    expect(store.reads).toHaveLength(0)
  })

  it('drops photos that are not on the store origin', async () => {
    const source: ProductSource = {
      name: 'woocommerce',
      origin: 'https://shop.example.com',
      fetchRaw: async () => [
        {
          id: 1,
          slug: 'a',
          name: 'A',
          images: [
            { src: 'https://shop.example.com/wp-content/uploads/a.jpg', date_modified_gmt: '2026-11-20T09:30:00' },
            { src: 'https://i0.wp.com/shop.example.com/wp-content/uploads/a.jpg' },
          ],
        },
      ],
    }
    const products = await new ProductFeed(source, 1000, () => {}).products(localeCodes[0]!)
    expect(products[0]?.images).toEqual([
      { src: 'https://shop.example.com/wp-content/uploads/a.jpg', alt: 'A', version: '2026-11-20T09:30:00' },
    ])
  })
})
