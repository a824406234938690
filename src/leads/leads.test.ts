import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { backoffMs, LeadPipeline } from './leads.server'
import { createOutbound, type Outbound } from './outbound.server'
import { SqliteLeadStore } from './store.sqlite.server'
import { sampleLead } from './fixtures'

const lead = sampleLead

function recorder(failFirst: Partial<Record<string, number>> = {}) {
  const calls: Array<{ kind: string; id: string }> = []
  const failures = { ...failFirst }
  const outbound: Outbound = async (kind, _payload, id) => {
    calls.push({ kind, id })
    if ((failures[kind] ?? 0) > 0) {
      failures[kind]!--
      throw new Error(`${kind} down`)
    }
  }
  return { calls, outbound }
}

const options = { sites: { origin: 'http://localhost', domains: {} }, internalTo: ['a@x.it'], webhook: true }

describe('LeadPipeline', () => {
  it('stores the lead before sending, and reports the user email result', async () => {
    const store = new SqliteLeadStore(mkdtempSync(join(tmpdir(), 'leads-')))
    const { calls, outbound } = recorder({ user_email: 1 })
    const pipeline = new LeadPipeline(store, outbound, options)
    const failed = await pipeline.submit(lead())
    expect(failed.status).toBe('user_email_failed')
    expect(await store.leads()).toHaveLength(1)
    expect((await store.deliveries()).find((d) => d.kind === 'user_email')).toMatchObject({ status: 'failed', claimedBy: null })
    const sent = await pipeline.submit(lead())
    expect(sent.status).toBe('sent')
    expect(calls.filter((c) => c.kind === 'user_email')).toHaveLength(2)
  })

  it('retries the internal email and the webhook with backoff until they succeed, exactly once', async () => {
    const store = new SqliteLeadStore(mkdtempSync(join(tmpdir(), 'leads-')))
    let now = 1_000_000
    const { calls, outbound } = recorder({ internal_email: 2, webhook: 1 })
    const pipeline = new LeadPipeline(store, outbound, options, () => now)
    await pipeline.submit(lead())
    await pipeline.deliverDue()
    expect(calls.filter((c) => c.kind !== 'user_email')).toHaveLength(2)
    await pipeline.deliverDue() // nothing due yet: backoff
    expect(calls.filter((c) => c.kind !== 'user_email')).toHaveLength(2)
    now += 60_000
    await pipeline.deliverDue()
    now += 60_000
    await pipeline.deliverDue()
    now += 60_000
    await pipeline.deliverDue()
    const delivered = calls.filter((c) => c.kind !== 'user_email')
    expect(delivered.filter((c) => c.kind === 'internal_email')).toHaveLength(3)
    expect(delivered.filter((c) => c.kind === 'webhook')).toHaveLength(2)
    expect((await store.deliveries()).filter((d) => d.status === 'sent')).toHaveLength(3)
    expect(new Set(delivered.map((c) => c.id)).size).toBe(2)
  })

  it('delivers what was pending before a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-'))
    const first = recorder({ internal_email: 99, webhook: 99 })
    const before = new LeadPipeline(new SqliteLeadStore(dir), first.outbound, options)
    await before.submit(lead())
    await before.deliverDue()
    await before.store.close()
    const second = recorder()
    const after = new LeadPipeline(new SqliteLeadStore(dir), second.outbound, options, () => Date.now() + 3_600_000)
    expect(await after.deliverDue()).toBe(2)
    expect(await after.deliverDue()).toBe(0)
  })

  it('discards the honeypot and limits the rate', async () => {
    const store = new SqliteLeadStore(mkdtempSync(join(tmpdir(), 'leads-')))
    const pipeline = new LeadPipeline(store, recorder().outbound, { ...options, rateLimit: { max: 2, windowMs: 60_000 } })
    expect((await pipeline.submit(lead(), 'http://spam')).status).toBe('discarded')
    expect((await pipeline.submit(lead())).status).toBe('sent')
    expect((await pipeline.submit(lead())).status).toBe('sent')
    expect((await pipeline.submit(lead())).status).toBe('rate_limited')
    expect((await pipeline.submit(lead({ clientKey: 'other' }))).status).toBe('sent')
    expect(await store.leads()).toHaveLength(3)
  })

  it('sends the Idempotency-Key of the delivery, the same on every retry', async () => {
    const store = new SqliteLeadStore(mkdtempSync(join(tmpdir(), 'leads-')))
    let now = 1_000_000
    const { calls, outbound } = recorder({ webhook: 2 })
    const pipeline = new LeadPipeline(store, outbound, options, () => now)
    const outcome = await pipeline.submit(lead())
    for (let i = 0; i < 3; i++, now += 60_000) await pipeline.deliverDue()
    const hooks = calls.filter((c) => c.kind === 'webhook')
    expect(hooks).toHaveLength(3)
    const [webhook] = (await store.deliveries()).filter((d) => d.kind === 'webhook')
    expect(new Set(hooks.map((c) => c.id))).toEqual(new Set([webhook!.id]))
    expect(outcome.status === 'sent' && webhook!.leadId === outcome.leadId).toBe(true)
  })

  it('lets the attempts of a stopping worker finish, then stops claiming', async () => {
    const store = new SqliteLeadStore(mkdtempSync(join(tmpdir(), 'leads-')))
    let release!: () => void
    const calls: string[] = []
    const slow: Outbound = async (kind) => {
      calls.push(kind)
      if (kind === 'webhook') await new Promise<void>((r) => (release = r))
    }
    const pipeline = new LeadPipeline(store, slow, options)
    await pipeline.submit(lead())
    const pass = pipeline.deliverDue()
    await new Promise((r) => setTimeout(r, 20))
    const stopped = pipeline.stop()
    release()
    await stopped
    expect(await pass).toBe(2)
    expect((await store.deliveries()).map((d) => [d.kind, d.status, d.claimedBy])).toEqual([
      ['user_email', 'sent', null],
      ['internal_email', 'sent', null],
      ['webhook', 'sent', null],
    ])
    await pipeline.submit(lead())
    expect(await pipeline.deliverDue()).toBe(0)
  })
})

describe('backoff and files', () => {
  it('doubles and caps', () => {
    const fixed = () => 0.5
    expect([1, 2, 3, 4].map((a) => backoffMs(a, fixed))).toEqual([2000, 4000, 8000, 16000])
    expect(backoffMs(30, fixed)).toBe(600_000)
  })

  it('writes emails as files without a mail service, and skips an unset webhook', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-'))
    const outbound = createOutbound({ dataDir: dir })
    await outbound('internal_email', JSON.stringify({ html: '<table></table>' }), 'id-1')
    await outbound('user_email', JSON.stringify({ to: 'a@b.it' }), 'id-2')
    await outbound('webhook', '{}', 'id-3')
    const files = readdirSync(join(dir, 'mail')).sort()
    expect(files).toHaveLength(2)
    expect(files.some((f) => f.endsWith('id-1-internal.html'))).toBe(true)
    expect(files.some((f) => f.endsWith('id-2-user.json'))).toBe(true)
  })
})
