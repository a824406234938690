import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChangeBus, ChangeEvent } from '#src/platform/changeBus.server.ts'
import { PurgeFailure, type CdnAdapter } from './adapter'
import { configuredAdapters, purgeProblems, Purger } from './purger.server'

const recording = (name: string) => {
  const purged: string[][] = []
  const adapter: CdnAdapter = { name, tagsPerRequest: 10, purge: async (tags) => void purged.push([...tags]) }
  return { adapter, purged }
}
const options = { gatherMs: 0, retryMs: 10, maxRetryMs: 100, timeoutMs: 1000, handOverMs: 40, ownerBeatMs: 20 }
const made: Purger[] = []
const purgerOf = (...args: ConstructorParameters<typeof Purger>) => {
  const purger = new Purger(...args)
  made.push(purger)
  return purger
}
afterEach(() => made.splice(0).forEach((purger) => purger.close()))

describe('Purger', () => {
  it('sends a change’s tags to every CDN', async () => {
    const [a, b] = [recording('varnish 1'), recording('fastly')]
    const purger = purgerOf([a.adapter, b.adapter], options)
    purger.purge(['product:1', 'products:en'], 'test')
    await purger.idle()
    expect(a.purged).toEqual([['product:1', 'products:en']])
    expect(b.purged).toEqual(a.purged)
  })

  it('does nothing without a CDN or without tags', async () => {
    const a = recording('cloudflare')
    const purger = purgerOf([a.adapter], options)
    purger.purge([], 'test')
    purgerOf([], options).purge(['x'], 'test')
    await purger.idle()
    expect(a.purged).toEqual([])
  })
})

/** Buses of processes joined by a wire that carries each message to every other one. */
function wiredBuses(count: number): ChangeBus[] {
  const listeners = Array.from({ length: count }, () => new Set<(event: ChangeEvent) => void>())
  return listeners.map((own, i) => ({
    carrier: 'cluster',
    publish: (event) => listeners.forEach((set, j) => j !== i && set.forEach((listener) => listener(event))),
    subscribe: (listener) => (own.add(listener), () => own.delete(listener)),
    close: async () => {},
  }))
}

describe('Purger with several processes', () => {
  it('sends every process’s tags from the one that purges, and tells the others how its purges fare', async () => {
    const buses = wiredBuses(3)
    let failing = true
    const calls: string[][] = []
    const cloudflare: CdnAdapter = {
      name: 'cloudflare',
      tagsPerRequest: 30,
      purge: async (tags) => {
        calls.push([...tags])
        if (failing) throw new PurgeFailure('cloudflare answered 503')
      },
    }
    const purgers = buses.map((bus, i) =>
      purgerOf([cloudflare], options, { owner: { isOwner: () => i === 0, close: async () => {} }, bus }),
    )
    purgers[1]!.purge(['product:1'], 'catalogue en')
    purgers[2]!.purge(['product:2'], 'catalogue en')
    await vi.waitFor(() => expect(calls.flat()).toEqual(expect.arrayContaining(['product:1', 'product:2'])))
    // The others hear that the purges fail, and then that they work again.
    await vi.waitFor(() => expect(purgers[2]!.status()[0]).toMatchObject({ cdn: 'cloudflare', lastFailure: 'cloudflare answered 503' }))
    failing = false
    await vi.waitFor(() => expect(purgers[1]!.status()[0]).toMatchObject({ failingSince: null }))
    await purgers[0]!.idle()
  })

  it('splits a long list of tags into messages the bus carries', async () => {
    const [owner, other] = wiredBuses(2)
    const heard: ChangeEvent[] = []
    owner!.subscribe((event) => heard.push(event))
    purgerOf([recording('fastly').adapter], options, { owner: { isOwner: () => false, close: async () => {} }, bus: other! }).purge(
      Array.from({ length: 400 }, (_, i) => `page:/${'x'.repeat(40)}/${i}`),
      'content poll',
    )
    expect(heard.length).toBeGreaterThan(1)
    for (const event of heard) expect(event.topic === 'purge' && event.tags.join(' ').length).toBeLessThanOrEqual(6000)
    expect(heard.flatMap((e) => (e.topic === 'purge' ? e.tags : []))).toHaveLength(400)
  })
})

describe('Purger when the purging role changes hands', () => {
  /** A CDN that records what it was sent, and answers when the test lets it. */
  const gated = () => {
    const sent: string[] = []
    let open = true
    const waiting: Array<() => void> = []
    const adapter: CdnAdapter = {
      name: 'cloudflare',
      tagsPerRequest: 100,
      purge: async (tags) => {
        while (!open) await new Promise<void>((resolve) => waiting.push(resolve))
        sent.push(...tags)
      },
    }
    const setOpen = (value: boolean) => {
      open = value
      if (value) waiting.splice(0).forEach((wake) => wake())
    }
    return { adapter, sent, setOpen }
  }

  it('hands tags published while no process purges to the next one that does', async () => {
    const buses = wiredBuses(2)
    const cdn = gated()
    let ownerUp = false
    const other = purgerOf([cdn.adapter], options, { owner: { isOwner: () => false, close: async () => {} }, bus: buses[1]! })
    other.purge(['product:1', 'lang:en'], 'catalogue en')
    await new Promise((r) => setTimeout(r, 100))
    expect(cdn.sent).toEqual([])
    expect(other.handedOver()).toBe(1)
    // Slot 1 comes back (or another process takes the lock): it gets the tags without a new change.
    purgerOf([cdn.adapter], options, { owner: { isOwner: () => ownerUp, close: async () => {} }, bus: buses[0]! })
    ownerUp = true
    await vi.waitFor(() => expect(cdn.sent).toEqual(['product:1', 'lang:en']))
    await vi.waitFor(() => expect(other.handedOver()).toBe(0))
  })

  it('sends again what an owner held but never sent when another owner takes over, and each tag once', async () => {
    const buses = wiredBuses(3)
    const first = gated()
    const second = gated()
    first.setOpen(false)
    let firstOwns = true
    const processes = [
      purgerOf([first.adapter], options, { owner: { isOwner: () => firstOwns, close: async () => {} }, bus: buses[0]! }),
      purgerOf([second.adapter], options, { owner: { isOwner: () => !firstOwns, close: async () => {} }, bus: buses[1]! }),
      purgerOf([second.adapter], options, { owner: { isOwner: () => false, close: async () => {} }, bus: buses[2]! }),
    ]
    processes[2]!.purge(['story:a'], 'content poll')
    await vi.waitFor(() => expect(processes[0]!.status()[0]!.pendingTags).toBe(1))
    await new Promise((r) => setTimeout(r, 100))
    // Held by the first owner, which stops answering (stuck, then gone): it is not sent again meanwhile...
    expect(second.sent).toEqual([])
    processes[0]!.close()
    firstOwns = false
    // ...and once the second one speaks, it gets it.
    await vi.waitFor(() => expect(second.sent).toEqual(['story:a']))
    await vi.waitFor(() => expect(processes[2]!.handedOver()).toBe(0))
    await new Promise((r) => setTimeout(r, 150))
    expect(second.sent).toEqual(['story:a'])
    first.setOpen(true)
  })

  it('keeps a handed-over message until every CDN has it, not only until the owner holds it', async () => {
    const buses = wiredBuses(2)
    const cdn = gated()
    cdn.setOpen(false)
    purgerOf([cdn.adapter], options, { owner: { isOwner: () => true, close: async () => {} }, bus: buses[0]! })
    const other = purgerOf([cdn.adapter], options, { owner: { isOwner: () => false, close: async () => {} }, bus: buses[1]! })
    other.purge(['product:9'], 'catalogue it')
    await new Promise((r) => setTimeout(r, 100))
    expect(other.handedOver()).toBe(1)
    cdn.setOpen(true)
    await vi.waitFor(() => expect(other.handedOver()).toBe(0))
    expect(cdn.sent).toEqual(['product:9'])
  })
})

describe('configuredAdapters', () => {
  it('gives one adapter per Varnish and per configured CDN, named without their addresses', () => {
    const adapters = configuredAdapters({
      varnish: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'],
      fastly: { apiUrl: 'https://api.fastly.com', serviceId: 's', token: 't' },
      cloudflare: undefined,
    })
    expect(adapters.map((a) => [a.name, a.tagsPerRequest, a.rateLimit])).toEqual([
      ['varnish 1', 100, undefined],
      ['varnish 2', 100, undefined],
      ['fastly', 256, undefined],
    ])
    const cloudflare = configuredAdapters({
      varnish: [],
      fastly: undefined,
      cloudflare: { apiUrl: 'x', zoneId: 'z', token: 't', limits: { itemsPerRequest: 100, bucket: 25, refillPerSecond: 5 / 60 } },
    })
    expect(cloudflare.map((a) => [a.name, a.tagsPerRequest, a.rateLimit])).toEqual([
      ['cloudflare', 100, { bucket: 25, refillPerSecond: 5 / 60 }],
    ])
    expect(configuredAdapters({ varnish: [], fastly: undefined, cloudflare: undefined })).toEqual([])
  })
})

describe('purgeProblems', () => {
  const lane = { cdn: 'cloudflare', pendingTags: 4, purges: 3, lastPurgeAt: 0, failingSince: null, lastFailure: null, droppedTags: 0 }
  it.each([
    ['a lane that works', lane, []],
    ['a lane failing for less than a minute', { ...lane, failingSince: 20_000, lastFailure: 'cloudflare answered 503' }, []],
    [
      'a lane failing for a minute',
      { ...lane, failingSince: 0, lastFailure: 'cloudflare answered 503' },
      ['cdn (cloudflare): purges have failed for 70 s (cloudflare answered 503); 4 tags owed, visitors may see pages up to 300 s old'],
    ],
    [
      'a lane refused for good',
      { ...lane, pendingTags: 0, droppedTags: 30, failingSince: 0, lastFailure: 'cloudflare answered 403 (error 10000)' },
      [
        "cdn (cloudflare): purges have failed for 70 s (cloudflare answered 403 (error 10000)); 0 tags owed, 30 given up (refused for good: check the CDN's settings), visitors may see pages up to 300 s old",
      ],
    ],
  ])('%s', (_, status, expected) => expect(purgeProblems([status], 70_000)).toEqual(expected))
})
