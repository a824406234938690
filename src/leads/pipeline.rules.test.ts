/**
 * The pipeline's rules against a store that records what it is asked (no database): what is claimed
 * with which lease, when rate limits are pruned, what a failed or late attempt logs, how polling starts
 * and stops. leads.test.ts runs the same pipeline against SQLite end to end.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forms } from '#app-config'
import { createLogger } from '#src/platform/log.server.ts'
import { backoffMs, LeadPipeline } from './leads.server'
import type { Outbound } from './outbound.server'
import type { Delivery, LeadStore } from './store.server'
import { sampleLead } from './fixtures'

const lead = sampleLead()

const delivery = (over: Partial<Delivery> = {}): Delivery =>
  ({ id: 'd1', leadId: 'l1', kind: 'webhook', payload: '{}', attempts: 0, ...over }) as Delivery

/** A store that answers as told and records every call. */
function fakeStore(over: Partial<Record<keyof LeadStore, (...args: never[]) => unknown>> = {}) {
  const calls: Array<[string, ...unknown[]]> = []
  const answers: Record<string, (...args: never[]) => unknown> = {
    takeRateLimitSlot: () => true,
    record: () => ({ leadId: 'l1', deliveryIds: { user_email: 'u1', internal_email: 'i1', webhook: 'w1' } }),
    claimDue: () => [],
    markSent: () => true,
    markAttemptFailed: () => true,
    pruneRateLimits: () => undefined,
    releaseClaims: () => 0,
    ...over,
  }
  const store = new Proxy({} as LeadStore, {
    get: (_, name: string) =>
      name in answers
        ? async (...args: never[]) => {
            calls.push([name, ...args])
            return answers[name]!(...args)
          }
        : undefined,
  })
  return { store, calls, of: (name: string) => calls.filter(([called]) => called === name).map(([, ...args]) => args) }
}

function recordingLogger() {
  const lines: Array<Record<string, unknown>> = []
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  return { logger, lines: () => lines.map(({ time: _, ...rest }) => rest) }
}

const ok: Outbound = async () => {}
const options = { sites: { origin: 'https://lumera.example', domains: {} }, internalTo: ['sales@lumera.example'], webhook: false }

afterEach(() => vi.restoreAllMocks())

describe('backoffMs jitter', () => {
  it.each([
    [1, 0, 1800],
    [1, 1, 2200],
    [2, 0, 3600],
    [3, 1, 8800],
    [20, 0, 540_000],
  ])('attempt %i with random %d waits %i ms', (attempt, random, ms) => {
    expect(backoffMs(attempt, () => random)).toBe(ms)
  })
})

describe('LeadPipeline against a recording store', () => {
  it('is named after its process, uniquely', () => {
    const a = new LeadPipeline(fakeStore().store, ok, options)
    const b = new LeadPipeline(fakeStore().store, ok, options)
    expect(a.owner).toMatch(new RegExp(`^${process.pid}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`))
    expect(a.owner).not.toBe(b.owner)
  })

  it.each([
    [{}, forms.deliveryLeaseMs, forms.deliveryBatch],
    [{ leaseMs: 5000, batch: 3 }, 5000, 3],
  ])('claims with %o: lease %i ms, %i at a time', async (over, leaseMs, limit) => {
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, ok, { ...options, ...over }, () => 1_000_000)
    await pipeline.deliverDue()
    expect(of('claimDue')).toStrictEqual([[{ owner: pipeline.owner, now: 1_000_000, leaseMs, limit }]])
  })

  it('a honeypot of spaces only is empty: the lead goes through', async () => {
    const pipeline = new LeadPipeline(fakeStore().store, ok, options)
    expect(await pipeline.submit(lead, '   ')).toStrictEqual({ status: 'sent', leadId: 'l1' })
    expect(await pipeline.submit(lead, ' x ')).toStrictEqual({ status: 'discarded' })
  })

  it('prunes rate limits on the first pass, then only once five minutes have passed', async () => {
    let now = 10_000_000
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, ok, { ...options, rateLimit: { max: 3, windowMs: 60_000 } }, () => now)
    await pipeline.deliverDue()
    expect(of('pruneRateLimits')).toStrictEqual([[10_000_000, 60_000]])
    now += 5 * 60_000
    await pipeline.deliverDue()
    expect(of('pruneRateLimits')).toHaveLength(1)
    now += 1
    await pipeline.deliverDue()
    expect(of('pruneRateLimits')).toStrictEqual([
      [10_000_000, 60_000],
      [10_300_001, 60_000],
    ])
  })

  it('counts the deliveries that went out, retries the others later and says so', async () => {
    const now = 5_000_000
    const { store, of } = fakeStore({
      claimDue: () => [
        delivery({ id: 'ok', kind: 'internal_email' }),
        delivery({ id: 'down', kind: 'webhook', attempts: 1, leadId: 'l7' }),
      ],
    })
    const { logger, lines } = recordingLogger()
    const outbound: Outbound = async (kind) => {
      if (kind === 'webhook') throw new Error('receiver down')
    }
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const pipeline = new LeadPipeline(store, outbound, { ...options, logger }, () => now)
    expect(await pipeline.deliverDue()).toBe(1)
    // The second attempt failed: the third waits backoffMs(2), 4 s.
    expect(of('markAttemptFailed')).toStrictEqual([['down', pipeline.owner, 'receiver down', now + 4000]])
    expect(of('markSent')).toStrictEqual([['ok', pipeline.owner, now]])
    expect(lines()).toStrictEqual([
      {
        level: 'warn',
        leadId: 'l7',
        deliveryId: 'down',
        kind: 'webhook',
        attempt: 2,
        retryAt: new Date(now + 4000).toISOString(),
        err: { type: 'Error', message: 'receiver down' },
        msg: 'delivery failed, will retry',
      },
    ])
  })

  it('says when a delivery went out after its claim ran out', async () => {
    const { store } = fakeStore({ claimDue: () => [delivery({ id: 'late', leadId: 'l9', kind: 'internal_email' })], markSent: () => false })
    const { logger, lines } = recordingLogger()
    const pipeline = new LeadPipeline(store, ok, { ...options, logger })
    expect(await pipeline.deliverDue()).toBe(1)
    expect(lines()).toStrictEqual([
      { level: 'warn', leadId: 'l9', deliveryId: 'late', kind: 'internal_email', msg: 'delivered after its claim ran out' },
    ])
  })

  it('a failed confirmation email is recorded without a retry and logged; a store that cannot note it changes nothing', async () => {
    const { store, of } = fakeStore({
      markAttemptFailed: () => {
        throw new Error('database locked')
      },
    })
    const { logger, lines } = recordingLogger()
    const failing: Outbound = async () => {
      throw new Error('mail API down')
    }
    const pipeline = new LeadPipeline(store, failing, { ...options, logger })
    expect(await pipeline.submit(lead)).toStrictEqual({ status: 'user_email_failed', leadId: 'l1' })
    expect(of('markAttemptFailed')).toStrictEqual([['u1', pipeline.owner, 'mail API down', null]])
    expect(lines()).toStrictEqual([
      {
        level: 'warn',
        leadId: 'l1',
        deliveryId: 'u1',
        kind: 'user_email',
        err: { type: 'Error', message: 'mail API down' },
        msg: 'confirmation email failed',
      },
    ])
  })

  it('a sent confirmation the store cannot note is still sent, and noting it is tried again until it holds', async () => {
    let failures = 2
    const { store, of } = fakeStore({
      markSent: () => {
        if (failures-- > 0) throw new Error('database restarting')
        return true
      },
    })
    const { logger, lines } = recordingLogger()
    const pipeline = new LeadPipeline(store, ok, { ...options, logger })
    expect(await pipeline.submit(lead)).toStrictEqual({ status: 'sent', leadId: 'l1' })
    await vi.waitFor(() => expect(of('markSent')).toHaveLength(3), { timeout: 3000 })
    expect(lines()).toMatchObject([
      { level: 'warn', leadId: 'l1', deliveryId: 'u1', kind: 'user_email', msg: 'delivered; noting it failed, trying again' },
    ])
  })

  it('a delivery sent while the store is away is noted once it is back, and given up before its claim runs out', async () => {
    const { store, of } = fakeStore({
      claimDue: () => [delivery({ id: 'd1', leadId: 'l2', kind: 'internal_email' })],
      markSent: () => {
        throw new Error('connection refused')
      },
    })
    const { logger, lines } = recordingLogger()
    // A claim of 7 s: noting is tried at once and after 1 s; the next wait (2 s) would end within 5 s of the claim's end.
    const pipeline = new LeadPipeline(store, ok, { ...options, logger, leaseMs: 7000 })
    expect(await pipeline.deliverDue()).toBe(1)
    expect(of('markSent')).toHaveLength(2)
    expect(lines().map((l) => [l.level, l.msg])).toStrictEqual([
      ['warn', 'delivered; noting it failed, trying again'],
      ['error', 'delivered, but the store could not note it'],
    ])
  })

  it('a lead the store cannot write is not acknowledged, and the failure is kept for health until a lead is stored', async () => {
    let full = true
    const { store } = fakeStore({
      record: () => {
        if (full) throw new Error('SQLITE_FULL: database or disk is full')
        return { leadId: 'l1', deliveryIds: { user_email: 'u1', internal_email: 'i1' } }
      },
    })
    const pipeline = new LeadPipeline(store, ok, { ...options, logger: recordingLogger().logger }, () => 1234)
    await expect(pipeline.submit(lead)).rejects.toThrow('SQLITE_FULL')
    expect(pipeline.storeWriteFailure()).toStrictEqual({ reason: 'SQLITE_FULL: database or disk is full', at: 1234 })
    full = false
    expect(await pipeline.submit(lead)).toStrictEqual({ status: 'sent', leadId: 'l1' })
    expect(pipeline.storeWriteFailure()).toBeUndefined()
  })

  it('a rate limit the store cannot count is a write failure too', async () => {
    const { store } = fakeStore({
      takeRateLimitSlot: () => {
        throw new Error('SQLITE_FULL: database or disk is full')
      },
    })
    const pipeline = new LeadPipeline(store, ok, { ...options, logger: recordingLogger().logger }, () => 99)
    await expect(pipeline.submit(lead)).rejects.toThrow('SQLITE_FULL')
    expect(pipeline.storeWriteFailure()).toStrictEqual({ reason: 'SQLITE_FULL: database or disk is full', at: 99 })
  })

  it('a string thrown by the outbound is recorded as it is', async () => {
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, async () => Promise.reject('timeout'), { ...options, logger: recordingLogger().logger })
    await pipeline.submit(lead)
    expect(of('markAttemptFailed')[0]?.[2]).toBe('timeout')
  })

  it('a submitted lead is delivered without waiting for the next poll', async () => {
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, ok, options)
    await pipeline.submit(lead)
    await vi.waitFor(() => expect(of('claimDue')).toHaveLength(1))
  })

  it('a pass that fails is logged, not thrown', async () => {
    const { store } = fakeStore({
      claimDue: () => {
        throw new Error('connection reset')
      },
    })
    const { logger, lines } = recordingLogger()
    const pipeline = new LeadPipeline(store, ok, { ...options, logger })
    pipeline.wake()
    await vi.waitFor(() =>
      expect(lines()).toStrictEqual([{ level: 'warn', err: { type: 'Error', message: 'connection reset' }, msg: 'delivery pass failed' }]),
    )
  })

  it('polls once started, once only however often it is started, and never after stop', async () => {
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, ok, options)
    pipeline.start(5)
    pipeline.start(5)
    await vi.waitFor(() => expect(of('claimDue').length).toBeGreaterThanOrEqual(3))
    await pipeline.stop()
    expect(of('releaseClaims')).toStrictEqual([[pipeline.owner]])
    const claims = of('claimDue').length
    pipeline.start(5)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(of('claimDue')).toHaveLength(claims)
  })

  it('stops at once when no pass is running', async () => {
    const { store, of } = fakeStore()
    const pipeline = new LeadPipeline(store, ok, options)
    await expect(pipeline.stop()).resolves.toBeUndefined()
    expect(of('claimDue')).toStrictEqual([])
    expect(await pipeline.deliverDue()).toBe(0)
  })
})
