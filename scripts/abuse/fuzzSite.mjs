// Scenario 4, fuzzed input (issue 30): the properties of fuzz.mjs against the supervised build with
// the store's webhooks and image service on (a fake store), then: no lead was stored.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { startFakeStore } from '../../tests/e2e/support/fake-store.mjs'
import { fuzzTargets } from './fuzz.mjs'
import { startSite } from './support.mjs'

export async function fuzzSite({ runs = 300, cpus = 0, log = console.log } = {}) {
  const store = await startFakeStore({ key: 'ck_abuse', secret: 'cs_abuse', photos: true })
  const site = await startSite(
    {
      WOOCOMMERCE_URL: store.url,
      WOOCOMMERCE_CONSUMER_KEY: 'ck_abuse',
      WOOCOMMERCE_CONSUMER_SECRET: 'cs_abuse',
      WOOCOMMERCE_WEBHOOK_SECRET: 'abuse-webhook-secret',
      LEAD_RATE_LIMIT: '100000',
    },
    { cpus },
  )
  try {
    let failure = null
    let result = { counts: {}, statuses: {} }
    try {
      result = await fuzzTargets(site.origin, { runs })
    } catch (error) {
      failure = String(error.message).slice(0, 600)
    }
    const db = new DatabaseSync(join(site.dataDir, 'leads.sqlite'), { readOnly: true })
    const stored = db.prepare('SELECT count(*) AS n FROM leads').get().n
    db.close()
    const sent = Object.values(result.counts).reduce((a, b) => a + b, 0)
    log(`  statuses: ${JSON.stringify(result.statuses)}`)
    return {
      figures: { runsPerTarget: runs, requests: sent, ...result, leadsStored: stored },
      checks: [
        [
          '5xx for generated input',
          `0 in ${runs} inputs per target`,
          failure === null,
          failure ?? `${sent} requests over ${Object.keys(result.counts).length} targets`,
        ],
        ['leads stored from invalid submissions', '0', stored === 0, `${stored} stored`],
      ],
    }
  } finally {
    await site.stop()
    await store.close()
  }
}
