/**
 * The process-wide pipeline (`leadPipeline`, `submitLead`): built once from the environment, with the
 * SQLite store in DATA_DIR and mail written to files when no mail API is set, its worker started, and
 * everything closed on shutdown. In a file of its own: it holds module-level state. The environment is read on
 * first use, not on import, so the stubs below apply.
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LIFECYCLE_KEY } from '#src/platform/clusterProtocol.mjs'
import { sampleLead } from './fixtures'
import { leadPipeline, submitLead } from './leads.server'

const dataDir = mkdtempSync(join(tmpdir(), 'leads-process-'))
const lead = sampleLead()
const shutdown = () => (globalThis as unknown as Record<symbol, { shutdown(): Promise<void> }>)[LIFECYCLE_KEY]!.shutdown()

beforeAll(() => {
  vi.stubEnv('DATA_DIR', dataDir)
  vi.stubEnv('LEAD_RATE_LIMIT', '2')
  for (const name of ['DATABASE_URL', 'MAIL_API_URL', 'AUTOMATION_WEBHOOK_URL', 'WOOCOMMERCE_URL']) vi.stubEnv(name, undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterAll(() => vi.unstubAllEnvs())

describe('the process-wide lead pipeline', () => {
  it('is one pipeline, built from the environment, that delivers, limits and closes on shutdown', async () => {
    const pipeline = leadPipeline()
    expect(leadPipeline()).toBe(pipeline)
    expect(pipeline.store.kind).toBe('sqlite')

    expect(await submitLead(lead, { honeypot: 'http://spam' })).toStrictEqual({ status: 'discarded' })
    const sent = await submitLead(lead)
    expect(sent.status).toBe('sent')
    // No webhook configured: the confirmation and the internal email only, the latter sent by the started worker.
    await vi.waitFor(async () => {
      const deliveries = await pipeline.store.deliveries()
      expect(deliveries.map((d) => [d.kind, d.status])).toStrictEqual([
        ['user_email', 'sent'],
        ['internal_email', 'sent'],
      ])
    }, 10_000)
    expect(readdirSync(join(dataDir, 'mail')).length).toBe(2)
    // LEAD_RATE_LIMIT=2 per client.
    expect((await submitLead(lead)).status).toBe('sent')
    expect(await submitLead(lead)).toStrictEqual({ status: 'rate_limited' })

    await shutdown()
    await expect(pipeline.store.leads()).rejects.toThrow()
    // Importing the server modules takes seconds on a loaded machine.
  }, 30_000)
})
