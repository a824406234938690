import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postgresBin, startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { runLeadsCli } from './cli.server'
import { sampleConsent } from './fixtures'
import { PostgresLeadStore } from './store.postgres.server'

// `npm run leads` on PostgreSQL (DATABASE_URL), on a throw-away cluster; skipped where there is none.
describe.runIf(!!postgresBin() || !!process.env.CI)('npm run leads on PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startPostgres>>
  beforeAll(async () => {
    cluster = await startPostgres()
  }, 30_000)
  afterAll(() => cluster?.stop())

  it('exports and erases one address, and says what PostgreSQL keeps', async () => {
    const admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
    await admin.unsafe('CREATE DATABASE cli_privacy')
    await admin.end()
    const DATABASE_URL = cluster.urlOf('cli_privacy')
    const store = new PostgresLeadStore(DATABASE_URL)
    const base = { locale: 'it' as const, page: 'contact', url: '/it/contatti', consent: sampleConsent({ locale: 'it' }) }
    await store.record({ ...base, form: 'newsletter', fields: { email: 'Ada@Example.com' } }, [{ kind: 'webhook', payload: '{}' }], 1_000)
    await store.record({ ...base, form: 'contact', fields: { email: 'bob@example.com' } }, [], 2_000)
    await store.close()

    let out = ''
    const io = { out: (t: string) => (out += t), err: (t: string) => (out += t), env: { DATABASE_URL } }
    expect(await runLeadsCli(['--export', 'ada@example.com'], io)).toBe(0)
    const exported = JSON.parse(out)
    expect(exported.leads).toHaveLength(1)
    expect(exported.leads[0]).toMatchObject({
      form: 'newsletter',
      consent: sampleConsent({ locale: 'it' }),
      deliveries: [{ kind: 'webhook', status: 'pending' }],
    })

    out = ''
    expect(await runLeadsCli(['--erase', 'ADA@example.com'], io)).toBe(0)
    expect(out).toMatch(/1 lead\(s\)[\s\S]*1 delivery \(1 still pending\)/)
    expect(out).toContain('Note: PostgreSQL keeps the old row versions')
    out = ''
    await runLeadsCli([], io)
    expect(out).toContain('bob@example.com')
    expect(out.toLowerCase()).not.toContain('ada@example.com')
  }, 30_000)
})
