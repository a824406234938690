/**
 * Issue 15's done-when, end to end on the production build: a visitor signs up for the newsletter
 * (English) and writes through the contact form (Italian) with one address, another visitor signs
 * up; the operator's `npm run leads -- --export` shows the first person's two leads with their
 * consent records and nothing of the other; `--erase` leaves no byte of the first person in
 * DATA_DIR; with the webhook down, /api/health shows the owed deliveries and, once one has been
 * owed for over an hour, says "degraded".
 */
import { expect, test, type Page } from '@playwright/test'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { SqliteLeadStore } from '../../src/leads/store.sqlite.server'
import { freePort, startSite, type RunningSite } from './support/site'
import { asReturningVisitor, reachForForm } from './support/visitor'

test.describe.configure({ mode: 'serial' })

let site: RunningSite
const run = promisify(execFile)
/** The operator's command, against the test site's DATA_DIR. */
const leadsCommand = async (...args: string[]) =>
  (await run(process.execPath, ['scripts/leads.mjs', ...args], { env: { ...process.env, DATA_DIR: site.dataDir } })).stdout

test.describe('privacy duties', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    // No MAIL_API_URL: emails are written as files under DATA_DIR/mail. The webhook points at a
    // port nobody listens on: it is down for the whole test.
    site = await startSite({ AUTOMATION_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/hook`, LEAD_RATE_LIMIT: '1000' })
  })
  test.beforeEach(({ page }) => asReturningVisitor(page))
  test.afterAll(async () => {
    await site?.stop()
  })

  const policy = (locale: string) => {
    const source = readFileSync(`content/legal/privacy.${locale}.md`, 'utf8')
    return { updated: /^updated: (\S+)$/m.exec(source)![1], sha256: createHash('sha256').update(source).digest('hex') }
  }

  /** Every byte under DATA_DIR (database, its WAL and shared memory, mail files), lower case. */
  function dataDirText(): string {
    return readdirSync(site.dataDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(join(site.dataDir, f)).isFile())
      .map((f) => readFileSync(join(site.dataDir, f)).toString('latin1'))
      .join('\n')
      .toLowerCase()
  }

  type Health = { status: string; deliveries: { pending: number; failed: number; oldestPendingSeconds: number } | null }
  const health = async () => (await (await fetch(`${site.url}/api/health`)).json()) as Health

  async function subscribe(
    page: Page,
    path: string,
    email: string,
    labels: { form: string; email: RegExp; privacy: RegExp; commercial: RegExp },
  ) {
    await page.goto(`${site.url}${path}`)
    const form = page.getByRole('form', { name: labels.form })
    await reachForForm(form)
    await form.getByLabel(labels.email).fill(email)
    await form.getByLabel(labels.privacy).check()
    await form.getByLabel(labels.commercial).check()
    await form.getByRole('button', { name: labels.form }).click()
  }

  test('consent records, export and erasure by email, and owed deliveries in the health check', async ({ page }, info) => {
    // Three forms and four runs of the operator's command (each loads the store code): longer than a page test.
    test.setTimeout(120_000)
    const tag = info.project.name
    const giulia = { email: `giulia.conti.${tag}@esempio-pasticceria.it`, first: 'Giuliana', last: 'Contessini', phone: '+39 0721 987654' }
    const other = `marco.${tag}@example.org`
    const started = Date.now()

    await subscribe(page, '/contact', giulia.email, {
      form: 'Subscribe',
      email: /^Company email/,
      privacy: /I ACCEPT the privacy policy/,
      commercial: /commercial communications/,
    })
    await expect(page.getByRole('dialog')).toContainText('Thank you for subscribing to our newsletter')

    await page.goto(`${site.url}/it/contatta`)
    const contact = page.getByRole('form', { name: 'Invia il messaggio' })
    await reachForForm(contact)
    await contact.getByLabel(/^Reparto/).selectOption('sales')
    await contact.getByLabel(/^Nome/).fill(giulia.first)
    await contact.getByLabel(/^Cognome/).fill(giulia.last)
    await contact.getByLabel(/^Email aziendale/).fill(giulia.email.toUpperCase())
    await contact.getByLabel(/^Paese/).selectOption('IT')
    await contact.getByLabel(/^Telefono/).fill(giulia.phone)
    await contact.getByLabel(/^Messaggio/).fill('Vorremmo un preventivo per due vetrine da gelateria.')
    await contact.getByLabel(/ACCETTO la privacy policy/).check()
    await contact.getByRole('button', { name: 'Invia il messaggio' }).click()
    await expect(page.getByRole('dialog')).toContainText('Grazie')

    await subscribe(page, '/it/contatta', other, {
      form: 'Iscriviti',
      email: /^Email aziendale/,
      privacy: /ACCETTO la/,
      commercial: /comunicazioni commerciali/,
    })
    await expect(page.getByRole('dialog')).toContainText('Grazie per esserti iscritto')

    // Each lead's emails went out (as files); its webhook is owed, as the webhook is down.
    await expect.poll(async () => (await health()).deliveries, { timeout: 15_000 }).toMatchObject({ pending: 3 })
    const owed = await health()
    expect(owed).toMatchObject({ status: 'ok', deliveries: { pending: 3, failed: 0 } })
    expect(owed.deliveries!.oldestPendingSeconds).toBeGreaterThanOrEqual(0)
    await expect.poll(() => readdirSync(join(site.dataDir, 'mail')).length, { timeout: 10_000 }).toBe(6)

    // The operator's copy of everything stored about the first address (any letter case).
    const exported = JSON.parse(await leadsCommand('--export', giulia.email.replace('giulia', 'GIULIA')))
    expect(exported.leads.map((l: { form: string }) => l.form)).toEqual(['contact', 'newsletter'])
    const [contactLead, newsletterLead] = exported.leads
    expect(newsletterLead.consent).toEqual({
      given: { consent_privacy: true, consent_commercial: true },
      required: { consent_privacy: true, consent_commercial: true },
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      locale: 'en',
      wording: {
        consent_privacy: 'I ACCEPT the privacy policy',
        consent_commercial: 'I agree to receive commercial communications from Lumera (news, events, offers).',
      },
      privacyPolicy: policy('en'),
      page: 'contact',
      url: `${site.url}/contact`,
    })
    expect(contactLead.consent).toEqual({
      given: { consent_privacy: true, consent_commercial: false },
      required: { consent_privacy: true, consent_commercial: false },
      at: expect.any(String),
      locale: 'it',
      wording: {
        consent_privacy: 'ACCETTO la privacy policy',
        consent_commercial: 'Acconsento a ricevere comunicazioni commerciali da Lumera (novità, eventi, offerte).',
      },
      privacyPolicy: policy('it'),
      page: 'contact',
      url: `${site.url}/it/contatta`,
    })
    for (const lead of exported.leads) {
      const at = Date.parse(lead.consent.at)
      expect(at).toBeGreaterThanOrEqual(started - 1000)
      expect(at).toBeLessThanOrEqual(Date.now())
      expect(lead.deliveries.map((d: { kind: string; status: string }) => `${d.kind}:${d.status}`).sort()).toEqual([
        'internal_email:sent',
        'user_email:sent',
        'webhook:pending',
      ])
    }
    expect(contactLead.fields).toMatchObject({ first_name: giulia.first, phone: giulia.phone, department: 'sales' })
    expect(exported.mailFiles).toHaveLength(4)
    expect(JSON.stringify(exported)).not.toContain(`marco.${tag}`)

    // Erasure: nothing of the first person stays anywhere under DATA_DIR; the other is untouched.
    const traces = [giulia.email, giulia.first, giulia.last, giulia.phone, '987654', 'esempio-pasticceria']
    expect(traces.filter((t) => dataDirText().includes(t.toLowerCase()))).toEqual(traces)
    const report = await leadsCommand('--erase', giulia.email)
    expect(report).toContain(`Erased everything stored about ${giulia.email}`)
    expect(report).toMatch(/2 lead\(s\)[\s\S]*6 deliveries \(2 still pending\)[\s\S]*4 mail file\(s\)/)
    expect(report).not.toContain('Note:')
    expect(traces.filter((t) => dataDirText().includes(t.toLowerCase()))).toEqual([])
    expect(dataDirText()).toContain(other)
    const kept = JSON.parse(await leadsCommand('--export', other))
    expect(kept.leads).toHaveLength(1)
    expect(kept.leads[0]).toMatchObject({ form: 'newsletter', locale: 'it', fields: { email: other } })
    expect(await health()).toMatchObject({ status: 'ok', deliveries: { pending: 1 } })

    // A delivery owed for two hours (an outage that began before this test): the check says so, still 200.
    const store = new SqliteLeadStore(site.dataDir)
    try {
      await store.record(
        {
          form: 'newsletter',
          locale: 'it',
          page: 'contact',
          url: '/it/contatta',
          fields: { email: `late.${tag}@example.org` },
          consent: kept.leads[0].consent,
        },
        [{ kind: 'webhook', payload: '{}' }],
        Date.now() - 2 * 60 * 60_000,
      )
    } finally {
      await store.close()
    }
    const response = await fetch(`${site.url}/api/health`)
    expect(response.status).toBe(200)
    const degraded = (await response.json()) as Health
    expect(degraded).toMatchObject({ status: 'degraded', deliveries: { pending: 2, failed: 0 } })
    expect(degraded.deliveries!.oldestPendingSeconds).toBeGreaterThanOrEqual(7200)
  })
})
