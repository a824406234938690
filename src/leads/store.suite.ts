/**
 * The lead store's contract as one test suite, run on every implementation (store.*.test.ts call
 * `describeLeadStore` with a way to make a fresh database). A method added to `LeadStore` gets its
 * tests here, so both implementations are held to the same behaviour.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { defaultLocale } from '#app-config'
import type { DeliveryKind, LeadStore, NewDelivery } from './store.server'
import type { Lead } from './types'
import { sampleConsent } from './fixtures'

export type StoreFixture = {
  /** A new, empty database. `open` may be called several times: each is one more process on it. */
  fresh(): Promise<{ open(): LeadStore }>
}

const sampleLead = (over: Partial<Lead> = {}): Omit<Lead, 'clientKey'> => {
  const { clientKey: _, ...lead } = {
    form: 'contact' as const,
    locale: defaultLocale,
    page: 'contact',
    url: '/contact',
    clientKey: 'unused',
    consent: sampleConsent(),
    fields: { first_name: 'Zoë', last_name: 'Byron', email: 'zoe@example.com', comment: 'Ciao, più “vetrine”' },
    ...over,
  }
  return lead
}

const owed = (kinds: DeliveryKind[] = ['user_email', 'internal_email', 'webhook']): NewDelivery[] =>
  kinds.map((kind) => ({ kind, payload: JSON.stringify({ kind }) }))

const T0 = 1_700_000_000_000
const LEASE = 30_000

export function describeLeadStore(name: string, fixture: StoreFixture) {
  describe(`LeadStore contract: ${name}`, () => {
    const opened: LeadStore[] = []
    async function fresh() {
      const db = await fixture.fresh()
      return () => {
        const store = db.open()
        opened.push(store)
        return store
      }
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()))
    })

    it('records a lead with its deliveries, and lists leads newest first', async () => {
      const store = (await fresh())()
      const first = await store.record(sampleLead(), owed(), T0)
      const second = await store.record(sampleLead({ form: 'newsletter', fields: { email: 'a@b.it' } }), owed(['internal_email']), T0 + 1)
      expect(Object.keys(first.deliveryIds).sort()).toEqual(['internal_email', 'user_email', 'webhook'])
      const leads = await store.leads()
      expect(leads.map((l) => l.id)).toEqual([second.leadId, first.leadId])
      expect(leads[1]).toEqual({ id: first.leadId, createdAt: T0, anonymizedAt: null, ...sampleLead() })
      const deliveries = await store.deliveries([first.leadId])
      expect(deliveries.map((d) => d.kind).sort()).toEqual(['internal_email', 'user_email', 'webhook'])
      expect(deliveries.every((d) => d.status === 'pending' && d.attempts === 0 && d.leadId === first.leadId)).toBe(true)
      expect(await store.deliveries()).toHaveLength(4)
      expect(await store.deliveries([])).toEqual([])
      const webhook = await store.delivery(first.deliveryIds.webhook!)
      expect(webhook).toMatchObject({ kind: 'webhook', payload: '{"kind":"webhook"}', nextAttemptAt: T0, claimedBy: null })
      expect(await store.delivery('no-such-id')).toBeUndefined()
    })

    it('claims due deliveries for one worker at a time, never the visitor email, oldest first, up to the limit', async () => {
      const store = (await fresh())()
      const a = await store.record(sampleLead(), owed(), T0)
      const b = await store.record(sampleLead(), owed(), T0 + 10)
      await store.record(sampleLead(), owed(), T0 + 10_000) // not due yet
      const claimed = await store.claimDue({ owner: 'w1', now: T0 + 20, leaseMs: LEASE, limit: 3 })
      expect(claimed).toHaveLength(3)
      expect(claimed.every((d) => d.kind !== 'user_email' && d.claimedBy === 'w1' && d.leaseUntil === T0 + 20 + LEASE)).toBe(true)
      expect(claimed.map((d) => d.leadId)).toEqual([a.leadId, a.leadId, b.leadId])
      const rest = await store.claimDue({ owner: 'w2', now: T0 + 20, leaseMs: LEASE, limit: 10 })
      expect(rest).toHaveLength(1)
      expect(new Set([claimed[2]!.id, rest[0]!.id])).toEqual(new Set([b.deliveryIds.internal_email, b.deliveryIds.webhook]))
      expect(await store.claimDue({ owner: 'w3', now: T0 + 30, leaseMs: LEASE, limit: 10 })).toEqual([])
    })

    it('lets another worker take over a claim whose lease ran out; the first can then no longer settle it', async () => {
      const store = (await fresh())()
      const { deliveryIds } = await store.record(sampleLead(), owed(['internal_email']), T0)
      const id = deliveryIds.internal_email!
      expect(await store.claimDue({ owner: 'crashed', now: T0, leaseMs: LEASE, limit: 5 })).toHaveLength(1)
      expect(await store.claimDue({ owner: 'w2', now: T0 + LEASE - 1, leaseMs: LEASE, limit: 5 })).toEqual([])
      const taken = await store.claimDue({ owner: 'w2', now: T0 + LEASE, leaseMs: LEASE, limit: 5 })
      expect(taken.map((d) => [d.id, d.claimedBy])).toEqual([[id, 'w2']])
      expect(await store.markSent(id, 'crashed', T0 + LEASE + 1)).toBe(false)
      expect(await store.markAttemptFailed(id, 'crashed', 'late', null)).toBe(false)
      expect(await store.markSent(id, 'w2', T0 + LEASE + 2)).toBe(true)
      expect(await store.delivery(id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        deliveredAt: T0 + LEASE + 2,
        claimedBy: null,
        leaseUntil: null,
      })
      expect(await store.markSent(id, 'w2', T0 + LEASE + 3)).toBe(false)
      expect(await store.claimDue({ owner: 'w3', now: T0 + 10 * LEASE, leaseMs: LEASE, limit: 5 })).toEqual([])
    })

    it('schedules a failed attempt for later, or fails it for good, and ends the claim', async () => {
      const store = (await fresh())()
      const { deliveryIds } = await store.record(sampleLead(), owed(['internal_email', 'webhook']), T0)
      await store.claimDue({ owner: 'w1', now: T0, leaseMs: LEASE, limit: 5 })
      expect(await store.markAttemptFailed(deliveryIds.internal_email!, 'w1', 'x'.repeat(2000), T0 + 5000)).toBe(true)
      expect(await store.markAttemptFailed(deliveryIds.webhook!, 'w1', 'gone', null)).toBe(true)
      const retried = await store.delivery(deliveryIds.internal_email!)
      expect(retried).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: T0 + 5000, claimedBy: null })
      expect(retried!.lastError!.length).toBe(500)
      expect(await store.delivery(deliveryIds.webhook!)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'gone' })
      expect(await store.claimDue({ owner: 'w2', now: T0 + 4999, leaseMs: LEASE, limit: 5 })).toEqual([])
      const again = await store.claimDue({ owner: 'w2', now: T0 + 5000, leaseMs: LEASE, limit: 5 })
      expect(again.map((d) => [d.id, d.attempts])).toEqual([[deliveryIds.internal_email, 1]])
    })

    it('holds a delivery recorded as held, and gives back the claims of a stopping worker', async () => {
      const store = (await fresh())()
      const { deliveryIds } = await store.record(
        sampleLead(),
        [{ kind: 'user_email', payload: '{}', heldBy: { owner: 'submitter', leaseMs: LEASE } }, ...owed(['internal_email'])],
        T0,
      )
      expect(await store.delivery(deliveryIds.user_email!)).toMatchObject({ claimedBy: 'submitter', leaseUntil: T0 + LEASE })
      expect(await store.markSent(deliveryIds.user_email!, 'submitter', T0 + 1)).toBe(true)
      await store.claimDue({ owner: 'stopping', now: T0, leaseMs: LEASE, limit: 5 })
      expect(await store.releaseClaims('stopping')).toBe(1)
      expect(await store.releaseClaims('stopping')).toBe(0)
      const taken = await store.claimDue({ owner: 'w2', now: T0 + 1, leaseMs: LEASE, limit: 5 })
      expect(taken.map((d) => d.id)).toEqual([deliveryIds.internal_email])
    })

    it('never hands one delivery to two processes claiming at the same time', async () => {
      const open = await fresh()
      const stores = [open(), open(), open()]
      const ids = new Set<string>()
      for (let i = 0; i < 30; i++) {
        const { deliveryIds } = await stores[0]!.record(sampleLead(), owed(), T0 + i)
        ids.add(deliveryIds.internal_email!).add(deliveryIds.webhook!)
      }
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => stores[i % 3]!.claimDue({ owner: `w${i}`, now: T0 + 1000, leaseMs: LEASE, limit: 7 })),
      )
      const claimed = claims.flat().map((d) => d.id)
      expect(new Set(claimed).size).toBe(claimed.length)
      expect(new Set(claimed)).toEqual(ids)
    })

    it('shares a sliding-window rate limit between processes, per client, counting only accepted submissions', async () => {
      const open = await fresh()
      const [one, two] = [open(), open()]
      const limit = { max: 3, windowMs: 60_000 }
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).takeRateLimitSlot('203.0.113.7', T0, limit)),
      )
      expect(answers.filter(Boolean)).toHaveLength(3)
      expect(await two.takeRateLimitSlot('203.0.113.8', T0, limit)).toBe(true)
      expect(await one.takeRateLimitSlot('203.0.113.7', T0 + 59_999, limit)).toBe(false)
      expect(await one.takeRateLimitSlot('203.0.113.7', T0 + 60_000, limit)).toBe(true)
      await two.pruneRateLimits(T0 + 60_000, limit.windowMs)
      expect(await two.takeRateLimitSlot('203.0.113.7', T0 + 60_001, limit)).toBe(true)
      expect(await two.takeRateLimitSlot('203.0.113.7', T0 + 60_002, limit)).toBe(true)
      expect(await one.takeRateLimitSlot('203.0.113.7', T0 + 60_003, limit)).toBe(false)
    })

    it('answers ping while open and fails it once closed', async () => {
      const store = (await fresh())()
      await expect(store.ping()).resolves.toBeUndefined()
      await store.close()
      await expect(store.ping()).rejects.toThrow()
    })
  })
}
