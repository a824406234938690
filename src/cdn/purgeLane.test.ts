import { describe, expect, it } from 'vitest'
import { PurgeFailure, type CdnAdapter } from './adapter'
import { PurgeLane } from './purgeLane'
import { broaderTags } from './tags'

/** A clock that moves only when the test moves it, and an adapter that records each request's time and tags. */
function setUp(adapter: Partial<CdnAdapter> & { fail?: (call: number) => PurgeFailure | undefined } = {}) {
  const clock = { now: 0 }
  let sleepers: Array<{ at: number; wake: () => void }> = []
  const settle = () => new Promise((resolve) => setImmediate(resolve))
  /** Moves the clock by `ms`, waking each sleeper in turn (and whatever it does next). */
  const advance = async (ms: number) => {
    const until = clock.now + ms
    for (;;) {
      await settle()
      const next = sleepers.filter((s) => s.at <= until).sort((a, b) => a.at - b.at)[0]
      if (!next) break
      sleepers = sleepers.filter((s) => s !== next)
      clock.now = next.at
      next.wake()
    }
    clock.now = until
    await settle()
  }
  const requests: Array<{ at: number; tags: readonly string[] }> = []
  const collapses: Array<{ from: number; to: number }> = []
  const cdn: CdnAdapter = {
    name: 'test',
    tagsPerRequest: adapter.tagsPerRequest ?? 30,
    rateLimit: adapter.rateLimit,
    async purge(tags) {
      requests.push({ at: clock.now, tags })
      const failure = adapter.fail?.(requests.length)
      if (failure) throw failure
    },
  }
  const lane = new PurgeLane(cdn, {
    gatherMs: 250,
    retryMs: 1000,
    maxRetryMs: 60_000,
    timeoutMs: 8000,
    horizonMs: 300_000,
    collapse: broaderTags,
    onCollapse: (collapse) => collapses.push(collapse),
    now: () => clock.now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: clock.now + ms, wake })),
  })
  /** Lets time pass until the lane owes nothing. */
  const drain = async () => {
    while (lane.status().pendingTags > 0 || sleepers.length > 0) await advance(1000)
    await lane.idle()
  }
  return { lane, requests, clock, advance, drain, collapses }
}

const tags = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}:${i}`)

describe('PurgeLane', () => {
  it('gathers a change’s tags and sends them in requests of the CDN’s batch size, each tag once', async () => {
    const { lane, requests, drain } = setUp({ tagsPerRequest: 30 })
    lane.add(tags('a', 40))
    lane.add(tags('a', 40))
    lane.add(tags('b', 25))
    await drain()
    expect(requests.map((r) => r.tags.length)).toEqual([30, 30, 5])
    expect(requests.flatMap((r) => r.tags).sort()).toEqual([...tags('a', 40), ...tags('b', 25)].sort())
    expect(requests[0]!.at).toBe(250)
  })

  it('keeps within Cloudflare’s Free bucket (25 at once, 5 more a minute) however many bursts come, coalescing what waits', async () => {
    const { lane, requests, advance, drain } = setUp({ tagsPerRequest: 100, rateLimit: { bucket: 25, refillPerSecond: 5 / 60 } })
    // Forty edits, a second apart, each with tags of its own: the bucket's 25 go at once, then 5 a minute.
    for (let edit = 0; edit < 40; edit++) {
      lane.add(tags(`edit${edit}`, 4))
      await advance(1000)
    }
    await drain()
    // Between any two requests, at most the bucket and what refilled meanwhile.
    for (const first of requests)
      for (const last of requests.filter((r) => r.at >= first.at)) {
        const sent = requests.filter((r) => r.at >= first.at && r.at <= last.at).length
        expect(sent).toBeLessThanOrEqual(25 + Math.floor((last.at - first.at) / 12_000))
      }
    expect(new Set(requests.flatMap((r) => r.tags)).size).toBe(160)
    expect(requests.length).toBeLessThan(40)
  })

  it('sends as fast as a Business bucket refills (10 a second)', async () => {
    const { lane, requests, drain } = setUp({ tagsPerRequest: 100, rateLimit: { bucket: 50, refillPerSecond: 10 } })
    lane.add(tags('product', 100 * 70))
    await drain()
    expect(requests).toHaveLength(70)
    expect(requests[49]!.at).toBe(250)
    expect(requests[69]!.at - requests[49]!.at).toBe(2000)
  })

  it('collapses a backlog that could not be sent before the pages expire into the broader tags, once', async () => {
    const { lane, requests, drain, collapses } = setUp({ tagsPerRequest: 100, rateLimit: { bucket: 25, refillPerSecond: 5 / 60 } })
    // An import of 2,000 products in both languages: 4,000 tags and their lists, 41 requests: 25 now, 16 in 192 s.
    lane.add([...tags('product', 4000), 'product-list:en', 'product-list:it', 'products:en', 'collection:wine:it'])
    await drain()
    expect(collapses).toEqual([])
    expect(requests).toHaveLength(41)
    // Twice that: the 57 requests past the bucket would take 11 minutes, past the pages' 5.
    lane.add([...tags('product', 8000), 'product-list:en', 'products:en'])
    expect(lane.owes('product:7')).toBe(true)
    await drain()
    expect(collapses).toEqual([{ cdn: 'test', from: 8002, to: 6, seconds: expect.any(Number) }])
    expect([...requests.at(-1)!.tags].sort()).toEqual(['404', 'lang:de', 'lang:en', 'lang:it', 'product-list:en', 'products:en'])
    expect(requests).toHaveLength(42)
    expect(lane.owes('product:7')).toBe(false)
  })

  it('tries a failed request again, later each time and after the CDN’s Retry-After, and loses no tag', async () => {
    const { lane, requests, advance, drain } = setUp({
      fail: (call) => (call === 1 ? new PurgeFailure('answered 503') : call === 2 ? new PurgeFailure('answered 429', 30_000) : undefined),
    })
    lane.add(['product:1', 'product:2'])
    await advance(500)
    expect(lane.status()).toMatchObject({ failingSince: 250, lastFailure: 'answered 503', pendingTags: 2 })
    await drain()
    expect(requests.map((r) => r.at)).toEqual([250, 1250, 31_250])
    expect(requests.map((r) => [...r.tags].sort())).toEqual(Array(3).fill(['product:1', 'product:2']))
    expect(lane.status()).toMatchObject({ failingSince: null, lastFailure: null, pendingTags: 0, purges: 1, lastPurgeAt: 31_250 })
  })

  it('doubles its wait after each failure, up to the longest', async () => {
    let calls = 0
    const { lane, requests, drain } = setUp({ fail: () => (++calls <= 8 ? new PurgeFailure('no answer') : undefined) })
    lane.add(['x'])
    await drain()
    const waits = requests.slice(1).map((r, i) => r.at - requests[i]!.at)
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000])
  })

  it('gives up a request the CDN refuses for good (a wrong token) instead of asking forever, and says so', async () => {
    const { lane, requests, drain, advance } = setUp({
      tagsPerRequest: 2,
      fail: (call) => (call <= 2 ? new PurgeFailure('cloudflare answered 403 (error 10000)', undefined, true) : undefined),
    })
    lane.add(['a', 'b', 'c', 'd'])
    await drain()
    expect(requests.map((r) => r.at)).toEqual([250, 250])
    expect(lane.status()).toMatchObject({
      pendingTags: 0,
      droppedTags: 4,
      failingSince: 250,
      lastFailure: 'cloudflare answered 403 (error 10000)',
    })
    expect(lane.owes('a')).toBe(false)
    // The next purge that goes through clears the failure.
    lane.add(['e'])
    await advance(1000)
    expect(lane.status()).toMatchObject({ failingSince: null, droppedTags: 4, purges: 1 })
  })

  it('sends nothing when nothing is owed', async () => {
    const { lane, requests, drain } = setUp()
    lane.add([])
    await drain()
    expect(requests).toEqual([])
  })
})
