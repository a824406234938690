import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProductFeed, type ProductSource } from '#src/catalogue/feed.server.ts'
import embeddedEn from '#src/catalogue/embedded/products.en.json'
import embeddedIt from '#src/catalogue/embedded/products.it.json'
import embeddedDe from '#src/catalogue/embedded/products.de.json'
import { postgresBin, startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { InProcessBus, PostgresBus, type ChangeBus, type ChangeEvent } from './changeBus.server'
import { shareCatalogueChanges } from '#src/catalogue/changes.server.ts'

/** Buses of processes joined by a wire that carries each message to every other one. */
function wiredBuses(count: number) {
  const listeners: Array<Set<(event: ChangeEvent) => void>> = []
  const sent: ChangeEvent[] = []
  return {
    sent,
    buses: Array.from({ length: count }, (_, i): ChangeBus => {
      listeners[i] = new Set()
      return {
        carrier: 'cluster',
        publish: (event) => {
          sent.push(event)
          listeners.forEach((set, j) => j !== i && set.forEach((l) => l(event)))
        },
        subscribe: (l) => (listeners[i]!.add(l), () => listeners[i]!.delete(l)),
        close: async () => {},
      }
    }),
  }
}

/** One store every process reads, which an editor can change. */
function store() {
  const state = { en: [...embeddedEn] as unknown[], it: [...embeddedIt] as unknown[], de: [...embeddedDe] as unknown[], calls: 0 }
  const source: ProductSource = {
    name: 'woocommerce',
    fetchRaw: async (locale) => (state.calls++, state[locale]),
  }
  return { state, source }
}

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('shareCatalogueChanges', () => {
  it('clears every process page cache once one process sees the feed change, with one message and one reload each', async () => {
    const { state, source } = store()
    const { buses, sent } = wiredBuses(3)
    const feeds = buses.map(() => new ProductFeed(source, 60_000, () => {}))
    const cleared = [0, 0, 0]
    const purged: string[][][] = [[], [], []]
    feeds.forEach((feed, i) =>
      shareCatalogueChanges(
        () => cleared[i]!++,
        feed,
        buses[i],
        (tags) => purged[i]!.push([...tags]),
      ),
    )
    await Promise.all(feeds.map((f) => f.warm()))
    expect(sent).toHaveLength(0)
    const callsBefore = state.calls
    cleared.fill(0)

    state.en = state.en.slice(1) // the store drops a product
    await feeds[0]!.refresh('en')
    await settle()
    expect(sent).toEqual([{ topic: 'catalogue', locale: 'en' }])
    expect(cleared).toEqual([1, 1, 1])
    // Each process purges what its own read found, once: the dropped product and the lists it was in.
    const dropped = embeddedEn[0] as { id: number }
    expect(purged.map((calls) => calls.length)).toEqual([1, 1, 1])
    for (const [calls] of purged) expect(calls).toEqual(expect.arrayContaining([`product:${dropped.id}`, 'product-list:en', 'products:en']))
    expect(state.calls - callsBefore).toBe(3)
    for (const feed of feeds) expect(await feed.products('en')).toHaveLength(embeddedEn.length - 1)
  })

  it("another process's change is read after it, even while a read that began before the edit is under way", async () => {
    const state = { name: 'Aurora 90' }
    const product = () => [{ id: 1, slug: 'aurora-90', name: state.name }]
    // The first process reads at once; the second's reads wait until the test releases them.
    const pending: Array<() => void> = []
    const instant: ProductSource = { name: 'woocommerce', fetchRaw: async () => product() }
    const slow: ProductSource = {
      name: 'woocommerce',
      fetchRaw: () => {
        const answer = product() // what the store holds when the read starts
        return new Promise((resolve) => pending.push(() => resolve(answer)))
      },
    }
    const { buses } = wiredBuses(2)
    const feeds = [new ProductFeed(instant, 60_000, () => {}), new ProductFeed(slow, 60_000, () => {})]
    feeds.forEach((feed, i) => shareCatalogueChanges(() => {}, feed, buses[i]))
    const warm = Promise.all(feeds.map((f) => f.warm()))
    await settle()
    pending.splice(0).forEach((release) => release())
    await warm

    // The second process starts a read (its cache expired), then the shop edits the product and the
    // first process hears the webhook.
    const before = feeds[1]!.refresh('en')
    await settle()
    state.name = 'Aurora 90 Plus'
    await feeds[0]!.refreshAll()
    await settle()
    // The read that began before the edit ends; the second process must read again.
    while (pending.length) {
      pending.shift()!()
      await settle()
    }
    await before
    expect((await feeds[1]!.products('en'))[0]?.name).toBe('Aurora 90 Plus')
  })

  it('stays quiet when a reload finds nothing new', async () => {
    const { source } = store()
    const { buses, sent } = wiredBuses(2)
    const feeds = buses.map(() => new ProductFeed(source, 60_000, () => {}))
    feeds.forEach((feed, i) => shareCatalogueChanges(() => {}, feed, buses[i]))
    await Promise.all(feeds.map((f) => f.warm()))
    await feeds[1]!.refresh('it')
    await settle()
    expect(sent).toEqual([])
  })

  it('has nobody to tell in one process', () => {
    const bus = new InProcessBus()
    let heard = 0
    bus.subscribe(() => heard++)
    bus.publish({ topic: 'catalogue' })
    expect(heard).toBe(0)
  })
})

const pg = !!postgresBin() || !!process.env.CI
describe.runIf(pg)('PostgresBus', () => {
  let cluster: Awaited<ReturnType<typeof startPostgres>>
  beforeAll(async () => {
    cluster = await startPostgres()
  }, 30_000)
  afterAll(() => cluster?.stop())

  it('carries an event to every other process of every instance, not back to its sender, and ignores strangers', async () => {
    const buses = [new PostgresBus(cluster.url), new PostgresBus(cluster.url), new PostgresBus(cluster.url)]
    await Promise.all(buses.map((b) => b.ready()))
    const heard = buses.map(() => [] as ChangeEvent[])
    buses.forEach((b, i) => b.subscribe((e) => heard[i]!.push(e)))
    buses[0]!.publish({ topic: 'catalogue', locale: 'it' })
    await expect.poll(() => heard[1]!.length + heard[2]!.length).toBe(2)
    const postgres = (await import('postgres')).default
    const stranger = postgres(cluster.url, { max: 1 })
    await stranger.notify('lumera_changes', '{"lumeraChange":{"topic":"drop tables"},"origin":"x"}')
    await stranger.notify('lumera_changes', 'not json')
    await stranger.end()
    await settle()
    await settle()
    expect(heard).toEqual([[], [{ topic: 'catalogue', locale: 'it' }], [{ topic: 'catalogue', locale: 'it' }]])
    await Promise.all(buses.map((b) => b.close()))
  })
})
