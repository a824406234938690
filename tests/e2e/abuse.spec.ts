/**
 * The fast slice of the abuse suite (issue 30; `npm run test:abuse` runs every scenario in full):
 * fuzzed input at a modest count and slow clients let go, against the production build under its
 * supervisor (the HTTP limits of src/server/cluster/limits.mjs apply there). HTTP only: one width.
 */
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { fuzzTargets } from '../../scripts/abuse/fuzz.mjs'
import { CUT_WITHIN_MS, slowConnection } from '../../scripts/abuse/slowClients.mjs'
import { connectionsHeld } from '../../scripts/abuse/support.mjs'
import { freePort, launchSite, type LaunchedSite } from '../../scripts/lib/launch.mjs'
import { startFakeStore } from './support/fake-store.mjs'

/** Generated inputs per target: enough to meet each kind of malformed input, a few seconds in all. */
const FUZZ_RUNS = 25
const SLOW_CLIENTS = 40

let site: LaunchedSite
let store: Awaited<ReturnType<typeof startFakeStore>>
let origin: string

test.describe('under abuse (the fast slice)', { tag: '@one-width' }, () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    store = await startFakeStore({ key: 'ck_abuse', secret: 'cs_abuse', photos: true })
    const port = await freePort()
    // Loopback by address: the fuzzer's raw requests and the forms' Origin check agree on it.
    origin = `http://127.0.0.1:${port}`
    site = await launchSite({
      supervised: true,
      port,
      env: {
        PUBLIC_URL: origin,
        WEB_CONCURRENCY: '1',
        WOOCOMMERCE_URL: store.url,
        WOOCOMMERCE_CONSUMER_KEY: 'ck_abuse',
        WOOCOMMERCE_CONSUMER_SECRET: 'cs_abuse',
        WOOCOMMERCE_WEBHOOK_SECRET: 'abuse-webhook-secret',
        LEAD_RATE_LIMIT: '100000',
      },
    })
  })
  test.afterAll(async () => {
    await site?.stop()
    await store?.close()
  })

  test('fuzzed forms, server functions, webhooks, image URLs and queries: never a 5xx, nothing stored', async () => {
    test.setTimeout(120_000)
    // Throws with the first counterexample (fast-check shrinks it) when any input gets a 5xx.
    const { counts } = await fuzzTargets(origin, { runs: FUZZ_RUNS })
    expect(Object.values(counts as Record<string, number>).every((n) => n >= FUZZ_RUNS)).toBe(true)
    const db = new DatabaseSync(join(site.dataDir, 'leads.sqlite'), { readOnly: true })
    const { n } = db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }
    db.close()
    expect(n).toBe(0)
  })

  test('clients that trickle their headers or never read are let go, and a visitor is served meanwhile', async () => {
    test.setTimeout(CUT_WITHIN_MS + 30_000)
    const baseline = connectionsHeld(site.port)
    const slow = Array.from({ length: SLOW_CLIENTS }, (_, i) => slowConnection(site.port, i % 2 ? 'unread' : 'trickle', '/showcases'))
    try {
      await expect.poll(() => connectionsHeld(site.port), { timeout: 5000 }).toBeGreaterThanOrEqual(baseline + SLOW_CLIENTS / 2)
      const page = await fetch(`${origin}/contact`)
      expect(page.status).toBe(200)
      await expect.poll(() => connectionsHeld(site.port), { timeout: CUT_WITHIN_MS, intervals: [500] }).toBeLessThanOrEqual(baseline)
    } finally {
      for (const connection of slow) connection.destroy()
    }
  })
})
