import { describe, expect, it, vi } from 'vitest'
import type { ChangeBus, ChangeEvent } from '#src/platform/changeBus.server.ts'
import { PurgeFailure, type CdnAdapter } from './adapter'
import { configuredAdapters, purgeProblems, Purger } from './purger.server'

const recording = (name: string) => {
  const purged: string[][] = []
  const adapter: CdnAdapter = { name, tagsPerRequest: 10, purge: async (tags) => void purged.push([...tags]) }
  return { adapter, purged }
}
const options = { gatherMs: 0, retryMs: 10, maxRetryMs: 100, timeoutMs: 1000 }

describe('Purger', () => {
  it('sends a change’s tags to every CDN', async () => {
    const [a, b] = [recording('varnish 1'), recording('fastly')]
    const purger = new Purger([a.adapter, b.adapter], options)
    purger.purge(['product:1', 'products:en'], 'test')
    await purger.idle()
    expect(a.purged).toEqual([['product:1', 'products:en']])
    expect(b.purged).toEqual(a.purged)
  })

  it('does nothing without a CDN or without tags', async () => {
    const a = recording('cloudflare')
    const purger = new Purger([a.adapter], options)
    purger.purge([], 'test')
    new Purger([], options).purge(['x'], 'test')
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
    const purgers = buses.map(
      (bus, i) => new Purger([cloudflare], options, { owner: { isOwner: () => i === 0, close: async () => {} }, bus }),
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
    new Purger([recording('fastly').adapter], options, { owner: { isOwner: () => false, close: async () => {} }, bus: other! }).purge(
      Array.from({ length: 400 }, (_, i) => `page:/${'x'.repeat(40)}/${i}`),
      'content poll',
    )
    expect(heard.length).toBeGreaterThan(1)
    for (const event of heard) expect(event.topic === 'purge' && event.tags.join(' ').length).toBeLessThanOrEqual(6000)
    expect(heard.flatMap((e) => (e.topic === 'purge' ? e.tags : []))).toHaveLength(400)
  })
})

describe('configuredAdapters', () => {
  it('gives one adapter per Varnish and per configured CDN, named without their addresses', () => {
    const adapters = configuredAdapters({
      varnish: ['http://10.0.0.5:6081', 'http://10.0.0.6:6081'],
      fastly: { apiUrl: 'https://api.fastly.com', serviceId: 's', token: 't' },
      cloudflare: undefined,
    })
    expect(adapters.map((a) => [a.name, a.tagsPerRequest, a.requestsPerMinute])).toEqual([
      ['varnish 1', 100, undefined],
      ['varnish 2', 100, undefined],
      ['fastly', 256, undefined],
    ])
    expect(configuredAdapters({ varnish: [], fastly: undefined, cloudflare: undefined })).toEqual([])
  })
})

describe('purgeProblems', () => {
  const lane = { cdn: 'cloudflare', pendingTags: 4, purges: 3, lastPurgeAt: 0, failingSince: null, lastFailure: null }
  it.each([
    ['a lane that works', lane, []],
    ['a lane failing for less than a minute', { ...lane, failingSince: 20_000, lastFailure: 'cloudflare answered 503' }, []],
    [
      'a lane failing for a minute',
      { ...lane, failingSince: 0, lastFailure: 'cloudflare answered 503' },
      ['cdn (cloudflare): purges have failed for 70 s (cloudflare answered 503); 4 tags owed, visitors may see pages up to 300 s old'],
    ],
  ])('%s', (_, status, expected) => expect(purgeProblems([status], 70_000)).toEqual(expected))
})
