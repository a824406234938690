import { describe, expect, it } from 'vitest'
import { PurgeFailure, type CdnAdapter } from './adapter'
import { PurgeLane } from './purgeLane'

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
  const cdn: CdnAdapter = {
    name: 'test',
    tagsPerRequest: adapter.tagsPerRequest ?? 30,
    requestsPerMinute: adapter.requestsPerMinute,
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
    now: () => clock.now,
    sleep: (ms) => new Promise<void>((wake) => sleepers.push({ at: clock.now + ms, wake })),
  })
  /** Lets time pass until the lane owes nothing. */
  const drain = async () => {
    while (lane.status().pendingTags > 0 || sleepers.length > 0) await advance(1000)
    await lane.idle()
  }
  return { lane, requests, clock, advance, drain }
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

  it('keeps within the CDN’s requests a minute however many bursts come, coalescing what waits', async () => {
    const { lane, requests, advance, drain } = setUp({ tagsPerRequest: 30, requestsPerMinute: 5 })
    // A dozen edits, a second apart, each with tags of its own.
    for (let edit = 0; edit < 12; edit++) {
      lane.add(tags(`edit${edit}`, 4))
      await advance(1000)
    }
    await drain()
    for (const request of requests) {
      const inMinute = requests.filter((r) => r.at <= request.at && request.at - r.at < 60_000)
      expect(inMinute.length).toBeLessThanOrEqual(5)
    }
    expect(new Set(requests.flatMap((r) => r.tags)).size).toBe(48)
    expect(requests.length).toBeLessThan(12)
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

  it('sends nothing when nothing is owed', async () => {
    const { lane, requests, drain } = setUp()
    lane.add([])
    await drain()
    expect(requests).toEqual([])
  })
})
