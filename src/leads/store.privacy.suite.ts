/**
 * The privacy part of the lead store's contract (export, erasure, retention, delivery counts), run
 * on every implementation beside store.suite.ts. What must not remain in the files after an erasure
 * is proven per implementation (privacy.sqlite.test.ts reads the database's bytes).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { defaultLocale, localeCodes } from '#app-config'
import { sampleConsent } from './fixtures'
import type { StoreFixture } from './store.suite'
import type { DeliveryKind, LeadStore, NewDelivery } from './store.server'

/** The other person writes in a language other than the default one. */
const otherLocale = localeCodes.find((code) => code !== defaultLocale) ?? defaultLocale
import type { Lead } from './types'

const T0 = 1_700_000_000_000
const DAY = 24 * 60 * 60_000

const maria = { first_name: 'Maria', last_name: 'Rossi', email: 'Maria.Rossi@Example.com', phone: '+39 0721 415200' }
const lead = (fields: Record<string, string>, over: Partial<Lead> = {}): Omit<Lead, 'clientKey'> => ({
  form: 'contact',
  locale: otherLocale,
  page: 'contact',
  url: '/it/contatti',
  fields,
  consent: sampleConsent({ locale: otherLocale }),
  ...over,
})
const owed = (kinds: DeliveryKind[] = ['user_email', 'internal_email', 'webhook']): NewDelivery[] =>
  kinds.map((kind) => ({ kind, payload: JSON.stringify({ kind, to: maria.email, phone: maria.phone }) }))

export function describeLeadPrivacy(name: string, fixture: StoreFixture) {
  describe(`LeadStore privacy: ${name}`, () => {
    const opened: LeadStore[] = []
    async function fresh() {
      const store = (await fixture.fresh()).open()
      opened.push(store)
      return store
    }
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((s) => s.close()))
    })

    /** Sends every delivery a worker owes (internal email, webhook). */
    async function deliverAll(store: LeadStore, now: number) {
      for (const d of await store.claimDue({ owner: 'w', now, leaseMs: 1000, limit: 100 })) await store.markSent(d.id, 'w', now)
    }

    it('finds every lead of an address whatever its letter case, with its consent record, and nothing else', async () => {
      const store = await fresh()
      const a = await store.record(lead(maria, { form: 'newsletter' }), owed(), T0)
      const b = await store.record(lead({ ...maria, email: 'maria.rossi@example.COM' }), owed(), T0 + 1)
      await store.record(lead({ first_name: 'Luca', email: 'luca@example.com' }), owed(), T0 + 2)
      for (const query of ['maria.rossi@example.com', 'MARIA.ROSSI@EXAMPLE.COM', ' Maria.Rossi@example.com ']) {
        const found = await store.leadsByEmail(query)
        expect(found.map((l) => l.id)).toEqual([b.leadId, a.leadId])
      }
      const [newest] = await store.leadsByEmail('maria.rossi@example.com')
      expect(newest).toMatchObject({
        form: 'contact',
        fields: { email: 'maria.rossi@example.COM' },
        consent: sampleConsent({ locale: otherLocale }),
      })
      expect(newest!.anonymizedAt).toBeNull()
      expect(await store.leadsByEmail('nobody@example.com')).toEqual([])
      expect(await store.leadsByEmail('maria.rossi@example.co')).toEqual([])
    })

    it('erases the leads of an address with all their deliveries, pending ones too, and leaves the others', async () => {
      const store = await fresh()
      const a = await store.record(lead(maria, { form: 'newsletter' }), owed(), T0)
      const b = await store.record(lead({ ...maria, email: 'MARIA.ROSSI@example.com' }), owed(), T0 + 1)
      const luca = await store.record(lead({ first_name: 'Luca', email: 'luca@example.com' }), owed(), T0 + 2)
      await deliverAll(store, T0 + 3)
      await store.record(lead(maria), owed(['internal_email']), T0 + 4).then((c) => c.leadId)
      const erased = await store.eraseByEmail('maria.rossi@EXAMPLE.com')
      expect(erased.leadIds).toHaveLength(3)
      expect(erased.leadIds).toEqual(expect.arrayContaining([a.leadId, b.leadId]))
      expect(erased.deliveries).toHaveLength(7)
      expect(erased.deliveries.filter((d) => d.status === 'pending').length).toBeGreaterThan(0)
      expect(new Set(erased.deliveries.map((d) => d.leadId))).toEqual(new Set(erased.leadIds))
      expect(await store.leadsByEmail('maria.rossi@example.com')).toEqual([])
      expect((await store.leads()).map((l) => l.id)).toEqual([luca.leadId])
      expect((await store.deliveries()).every((d) => d.leadId === luca.leadId)).toBe(true)
      expect(await store.deliveries([luca.leadId])).toHaveLength(3)
      expect(await store.claimDue({ owner: 'w2', now: T0 + DAY, leaseMs: 1000, limit: 100 })).toEqual([])
      expect(await store.eraseByEmail('maria.rossi@example.com')).toEqual({ leadIds: [], deliveries: [], residue: null })
    })

    it('anonymizes leads past retention once their deliveries are done, keeping the closed choices and the consent', async () => {
      const store = await fresh()
      const fields = { ...maria, company: 'Pasticceria Rossi', comment: 'Ciao', country: 'IT', department: 'sales', consent_privacy: 'yes' }
      const submitter = { owner: 'submitter', leaseMs: 1000 }
      const withHeldEmail = (kinds: DeliveryKind[]) => [{ ...owed(['user_email'])[0]!, heldBy: submitter }, ...owed(kinds)]
      // Delivered; its visitor email was not settled (its sender crashed): not retried, so done.
      const delivered = await store.record(lead(fields), withHeldEmail(['internal_email']), T0)
      // Its webhook failed for good: done too.
      const failed = await store.record(lead(fields), owed(['webhook']), T0 + 1)
      // Its webhook is still owed: kept whole until it is delivered.
      const owing = await store.record(lead(fields), owed(['webhook']), T0 + 2)
      const recent = await store.record(lead(fields), owed(['internal_email']), T0 + 40 * DAY)
      const claimed = await store.claimDue({ owner: 'w', now: T0 + 3, leaseMs: 1000, limit: 100 })
      const settle = (leadId: string, fate: 'sent' | 'failed' | 'later') =>
        Promise.all(
          claimed
            .filter((d) => d.leadId === leadId)
            .map((d) =>
              fate === 'sent'
                ? store.markSent(d.id, 'w', T0 + 3)
                : store.markAttemptFailed(d.id, 'w', `${maria.email} refused`, fate === 'failed' ? null : T0 + 90 * DAY),
            ),
        )
      await Promise.all([settle(delivered.leadId, 'sent'), settle(failed.leadId, 'failed'), settle(owing.leadId, 'later')])

      const cutoff = T0 + 30 * DAY
      const now = T0 + 60 * DAY
      const swept = await store.anonymizeBefore(cutoff, now)
      expect(new Set(swept.leadIds)).toEqual(new Set([delivered.leadId, failed.leadId]))
      expect(swept.deliveries.map((d) => d.leadId).sort()).toEqual([delivered.leadId, delivered.leadId, failed.leadId].sort())

      const byId = new Map((await store.leads()).map((l) => [l.id, l]))
      for (const id of [delivered.leadId, failed.leadId]) {
        expect(byId.get(id)).toMatchObject({ fields: { country: 'IT', department: 'sales', consent_privacy: 'yes' }, anonymizedAt: now })
        expect(Object.keys(byId.get(id)!.fields).sort()).toEqual(['consent_privacy', 'country', 'department'])
        expect(byId.get(id)!.consent).toEqual(sampleConsent({ locale: otherLocale }))
        for (const d of await store.deliveries([id])) expect([d.payload, d.lastError]).toEqual(['', null])
      }
      expect(byId.get(owing.leadId)).toMatchObject({ fields, anonymizedAt: null })
      expect(byId.get(recent.leadId)).toMatchObject({ fields, anonymizedAt: null })
      expect((await store.deliveries([owing.leadId]))[0]!.payload).toContain(maria.email)
      expect(await store.leadsByEmail(maria.email)).toHaveLength(2)

      // Swept once: a second sweep finds nothing; once delivered, the owing lead goes too.
      expect((await store.anonymizeBefore(cutoff, now + 1)).leadIds).toEqual([])
      for (const d of await store.claimDue({ owner: 'w', now: T0 + 90 * DAY, leaseMs: 1000, limit: 100 }))
        await store.markSent(d.id, 'w', T0 + 90 * DAY)
      expect((await store.anonymizeBefore(cutoff, now + 2)).leadIds).toEqual([owing.leadId])
    })

    it('counts the deliveries owed and failed, and how old the oldest owed one is', async () => {
      const store = await fresh()
      expect(await store.deliveryStats()).toEqual({ pending: 0, failed: 0, oldestPendingAt: null })
      const held = { ...owed(['user_email'])[0]!, heldBy: { owner: 'submitter', leaseMs: 1000 } }
      const first = await store.record(lead(maria), [held, ...owed(['internal_email', 'webhook'])], T0)
      await store.record(lead(maria), owed(['internal_email']), T0 + 5000)
      // The visitor's email is sent at once, never owed to a worker; it can fail for good.
      expect(await store.deliveryStats()).toEqual({ pending: 3, failed: 0, oldestPendingAt: T0 })
      await store.markAttemptFailed(first.deliveryIds.user_email!, 'submitter', 'x', null)
      expect(await store.deliveryStats()).toEqual({ pending: 3, failed: 1, oldestPendingAt: T0 })
      const claimed = await store.claimDue({ owner: 'w', now: T0 + 6000, leaseMs: 1000, limit: 100 })
      await store.markAttemptFailed(claimed[0]!.id, 'w', 'gone', null)
      await store.markSent(claimed[1]!.id, 'w', T0 + 6000)
      expect(await store.deliveryStats()).toEqual({ pending: 1, failed: 2, oldestPendingAt: T0 + 5000 })
    })
  })
}
