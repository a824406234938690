/**
 * Erasure and retention on a real SQLite store in a real DATA_DIR, with the emails written as files
 * (no MAIL_API_URL): afterwards, the bytes of every file under DATA_DIR (the database, its
 * write-ahead log and shared memory, the mail folder) are searched for the person's data.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleConsent } from './fixtures'
import { LeadPipeline } from './leads.server'
import { createOutbound } from './outbound.server'
import { eraseByEmail, exportByEmail, sweepRetention } from './privacy.server'
import { SqliteLeadStore } from './store.sqlite.server'
import type { Lead } from './types'

const maria = {
  first_name: 'Mariangela',
  last_name: 'Quarantotto',
  email: 'Mariangela.Quarantotto@Pasticceria-Esempio.it',
  phone: '+39 0721 415200',
}
const luca = { first_name: 'Lucrezio', last_name: 'Bianchetti', email: 'lucrezio@example.org' }
/** Every way the person's data could have been written. */
const traces = [maria.first_name, maria.last_name, maria.email.toLowerCase(), 'Pasticceria-Esempio', maria.phone, '0721 415200', '415200']

const opened: SqliteLeadStore[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()))
})

/** The bytes of every file under the folder, as one lower-case text (UTF-8 and Latin-1 readings). */
function everyByte(dir: string): string {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile())
  return files
    .map((f) => readFileSync(join(dir, f)).toString('latin1'))
    .join('\n')
    .toLowerCase()
}
const present = (dir: string) => traces.filter((t) => everyByte(dir).includes(t.toLowerCase()))

async function siteWithLeads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumera-privacy-'))
  const store = new SqliteLeadStore(dataDir)
  opened.push(store)
  const pipeline = new LeadPipeline(store, createOutbound({ dataDir }), {
    sites: { origin: 'http://localhost:3000', domains: {} },
    internalTo: ['sales@x.it'],
    webhook: false,
  })
  const lead = (form: Lead['form'], fields: Record<string, string>, locale: Lead['locale'] = 'it'): Lead => ({
    form,
    locale,
    page: form === 'contact' ? 'contact' : 'home',
    url: form === 'contact' ? '/it/contatti' : '/it',
    clientKey: `client-${fields.email}`,
    fields: { ...fields, consent_privacy: 'yes', consent_commercial: 'yes' },
    consent: sampleConsent({
      locale,
      page: form === 'contact' ? 'contact' : 'home',
      given: { consent_privacy: true, consent_commercial: true },
    }),
  })
  await pipeline.submit(lead('newsletter', { first_name: maria.first_name, email: maria.email }))
  await pipeline.submit(
    lead('contact', {
      ...maria,
      email: maria.email.toUpperCase(),
      company: 'Pasticceria-Esempio',
      country: 'IT',
      comment: `Call ${maria.phone}`,
    }),
  )
  await pipeline.submit(lead('newsletter', { first_name: luca.first_name, email: luca.email }, 'en'))
  await pipeline.deliverDue()
  return { dataDir, store, pipeline }
}

describe('erasure by email on SQLite', () => {
  it('exports both of the first person’s leads with their consent records, and nothing of the other', async () => {
    const { dataDir, store } = await siteWithLeads()
    const exported = await exportByEmail(store, dataDir, ' mariangela.quarantotto@pasticceria-esempio.IT ')
    expect(exported.email).toBe('mariangela.quarantotto@pasticceria-esempio.it')
    expect(exported.leads.map((l) => l.form)).toEqual(['contact', 'newsletter'])
    for (const lead of exported.leads) {
      expect(lead.consent).toMatchObject({
        given: { consent_privacy: true, consent_commercial: true },
        locale: 'it',
        wording: expect.any(Object),
      })
      expect(lead.deliveries.map((d) => [d.kind, d.status]).sort()).toEqual([
        ['internal_email', 'sent'],
        ['user_email', 'sent'],
      ])
      expect(lead.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    }
    expect(exported.leads[0]!.fields).toMatchObject({ phone: maria.phone, company: 'Pasticceria-Esempio' })
    expect(exported.mailFiles).toHaveLength(4)
    const text = JSON.stringify(exported).toLowerCase()
    expect(text).not.toContain(luca.email)
    expect(text).not.toContain(luca.first_name.toLowerCase())
  })

  it('leaves no byte of the person in the database files or DATA_DIR, and the other person untouched', async () => {
    const { dataDir, store } = await siteWithLeads()
    // The server keeps its own connection open while the operator erases from another process.
    const operator = new SqliteLeadStore(dataDir)
    opened.push(operator)
    expect(present(dataDir)).toEqual(traces) // the test can see the data before
    const erased = await eraseByEmail(operator, dataDir, 'MARIANGELA.quarantotto@pasticceria-esempio.it')
    expect(erased.leadIds).toHaveLength(2)
    expect(erased.deliveries).toHaveLength(4)
    expect(erased.mailFiles).toHaveLength(4)
    expect(erased.residue).toBeNull()
    expect(present(dataDir)).toEqual([])
    expect(statSync(join(dataDir, 'leads.sqlite-wal')).size).toBe(0)

    const [kept] = await store.leadsByEmail(luca.email)
    expect(kept).toMatchObject({ form: 'newsletter', fields: { first_name: luca.first_name, email: luca.email }, anonymizedAt: null })
    expect(everyByte(dataDir)).toContain(luca.email)
    expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(2)
    expect(await exportByEmail(store, dataDir, maria.email)).toMatchObject({ leads: [], mailFiles: [] })
  })
})

describe('retention sweep on SQLite', () => {
  it('erases the personal data of delivered leads past retention from every file, keeps the rest', async () => {
    const { dataDir, store } = await siteWithLeads()
    const day = 24 * 60 * 60_000
    const early = await sweepRetention(store, dataDir, { now: Date.now(), retentionDays: 1 })
    expect(early.leadIds).toEqual([])
    expect(present(dataDir)).toEqual(traces)

    const swept = await sweepRetention(store, dataDir, { now: Date.now() + 2 * day, retentionDays: 1 })
    expect(swept.leadIds).toHaveLength(3)
    expect(swept.mailFiles).toHaveLength(6)
    expect(swept.residue).toBeNull()
    expect(present(dataDir)).toEqual([])
    expect(everyByte(dataDir)).not.toContain(luca.email)
    const leads = await store.leads()
    expect(leads).toHaveLength(3)
    expect(leads.map((l) => l.fields)).toContainEqual({ country: 'IT', consent_privacy: 'yes', consent_commercial: 'yes' })
    expect(leads.every((l) => l.consent !== null && l.anonymizedAt !== null)).toBe(true)
  })
})
