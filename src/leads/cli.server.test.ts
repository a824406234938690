import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runLeadsCli } from './cli.server'
import { sampleConsent } from './fixtures'
import { SqliteLeadStore } from './store.sqlite.server'

async function run(argv: string[], env: Record<string, string>) {
  let out = ''
  let err = ''
  const code = await runLeadsCli(argv, { out: (t) => (out += t), err: (t) => (err += t), env })
  return { code, out, err }
}

async function storeWithLeads() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumera-cli-'))
  const store = new SqliteLeadStore(dataDir)
  const base = { locale: 'en' as const, page: 'home', url: '/', consent: sampleConsent() }
  await store.record(
    { ...base, form: 'newsletter', fields: { email: 'ada@example.com', first_name: 'Ada' } },
    [{ kind: 'internal_email', payload: '{}' }],
    1_000,
  )
  await store.record(
    { ...base, form: 'contact', fields: { email: 'ADA@example.com', phone: '=1+2' } },
    [{ kind: 'webhook', payload: '{"a":1}' }],
    2_000,
  )
  await store.record({ ...base, form: 'newsletter', fields: { email: 'bob@example.com' } }, [], 3_000)
  await store.close()
  return dataDir
}

describe('npm run leads', () => {
  it('exports one address as JSON, erases it and says what it erased', async () => {
    const DATA_DIR = await storeWithLeads()
    const exported = await run(['--export', 'Ada@Example.com'], { DATA_DIR })
    expect(exported.code).toBe(0)
    const json = JSON.parse(exported.out)
    expect(json.leads.map((l: { form: string }) => l.form)).toEqual(['contact', 'newsletter'])
    expect(json.leads[0].deliveries[0]).toMatchObject({ kind: 'webhook', status: 'pending', payload: { a: 1 } })
    expect(json.leads[1].consent).toEqual(sampleConsent())
    expect(exported.out).not.toContain('bob@')

    const erased = await run(['--erase', 'ada@example.com'], { DATA_DIR })
    expect(erased.code).toBe(0)
    expect(erased.out).toContain('Erased everything stored about ada@example.com')
    expect(erased.out).toMatch(/2 lead\(s\)[\s\S]*newsletter[\s\S]*2 deliveries \(2 still pending\)[\s\S]*0 mail file/)
    expect(JSON.parse((await run(['--export', 'ada@example.com'], { DATA_DIR })).out).leads).toEqual([])
    expect((await run([], { DATA_DIR })).out).toContain('bob@example.com')
  })

  it('writes the CSV with formulas defused', async () => {
    const DATA_DIR = await storeWithLeads()
    const file = join(DATA_DIR, 'out.csv')
    expect((await run(['--csv', file], { DATA_DIR })).out).toBe(`3 lead(s) written to ${file}\n`)
    const csv = readFileSync(file, 'utf8')
    expect(csv.split('\r\n')[0]).toBe('id,created_at,form,locale,page,url,email,first_name,phone,deliveries')
    expect(csv).toContain(",'=1+2,")
  })

  it('refuses bad arguments and a bad environment, and never creates a store to look into', async () => {
    const DATA_DIR = mkdtempSync(join(tmpdir(), 'lumera-cli-'))
    expect(await run(['--erase'], { DATA_DIR })).toMatchObject({ code: 2, err: expect.stringContaining('needs an email address') })
    expect(await run(['--sweep'], { DATA_DIR, LEAD_RETENTION_DAYS: 'forever' })).toMatchObject({
      code: 1,
      err: expect.stringContaining('LEAD_RETENTION_DAYS'),
    })
    expect(JSON.parse((await run(['--export', 'a@b.it'], { DATA_DIR })).out)).toMatchObject({ email: 'a@b.it', leads: [] })
    expect((await run(['--erase', 'a@b.it'], { DATA_DIR })).out).toContain('No lead store')
    expect(existsSync(join(DATA_DIR, 'leads.sqlite'))).toBe(false)
  })
})
