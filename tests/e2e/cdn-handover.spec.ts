import { execFileSync } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { localeCodes } from '#app-config'
import { cached, html, live, through, type Through } from './support/cdn'
import { startFakeCloudflare, startFakeFastly } from './support/fake-cdns.mjs'
import { startFakeStore } from './support/fake-store.mjs'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'

/**
 * The purges' owner behind a CDN (issue 47, decision 0065): the built site under its supervisor with two processes, in
 * front of which Debian's Varnish with site.vcl, with the store fake and fakes of Fastly (given a wrong token) and
 * Cloudflare. A purge published while the process that sends them is restarting reaches every CDN once it is back; a
 * CDN that refuses for good is not asked forever.
 */
const STORE = { key: 'ck_handover_1', secret: 'cs_handover_2', webhook: 'whsec-handover-0123456789' }
const FASTLY = { serviceId: 'lumeraService01', token: 'fastly-token-0001' }
const CLOUDFLARE = { zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: 'cf-token-0001' }
const PROCESSES = 2

let store: Awaited<ReturnType<typeof startFakeStore>>
let fastly: Awaited<ReturnType<typeof startFakeFastly>>
let cloudflare: Awaited<ReturnType<typeof startFakeCloudflare>>
let varnish: Awaited<ReturnType<typeof startVarnish>>
let site: Instance
let get: Through

/** The server process of a slot, among the supervisor's children (its slot is in its environment). */
function processOfSlot(slot: number): number | undefined {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.child.pid)])
    .toString()
    .trim()
    .split(/\s+/)
    .map(Number)
  const environment = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
    } catch {
      return [] // gone meanwhile
    }
  }
  return children.find((pid) => environment(pid).includes(`LUMERA_PROCESS_SLOT=${slot}`))
}

/**
 * The store's webhook. A kept-alive connection the killed process held is reset on its next request: the store, like
 * any sender, sends again on a new one (the site has not read the first, so it is no replay).
 */
const productUpdated = async (id: number): Promise<Response> => {
  const body = JSON.stringify({ id })
  const send = () =>
    fetch(`${site.url}/api/webhooks/woocommerce`, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', STORE.webhook).update(body).digest('base64'),
      },
    })
  try {
    return await send()
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw error
    return send()
  }
}

type Lane = { cdn: string; purges: number; failingForSeconds: number | null; lastFailure: string | null; droppedTags: number }
const lanes = async () => ((await (await fetch(`${site.url}/api/health`)).json()) as { cdn: Lane[] }).cdn

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable(), 'Varnish is installed by .ci/run (apt-get)')

test.describe('the process that purges, and a CDN that refuses', { tag: '@one-width' }, () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    store = await startFakeStore({ key: STORE.key, secret: STORE.secret, photos: false })
    fastly = await startFakeFastly(FASTLY)
    cloudflare = await startFakeCloudflare(CLOUDFLARE)
    const port = await freePort()
    varnish = await startVarnish({ backendPort: port })
    site = await startInstance(
      {
        WOOCOMMERCE_URL: store.url,
        WOOCOMMERCE_CONSUMER_KEY: STORE.key,
        WOOCOMMERCE_CONSUMER_SECRET: STORE.secret,
        WOOCOMMERCE_WEBHOOK_SECRET: STORE.webhook,
        WEB_CONCURRENCY: String(PROCESSES),
        CATALOGUE_CACHE_SECONDS: '3600',
        PAGE_CACHE_SECONDS: '600',
        PUBLIC_URL: varnish.url,
        VARNISH_PURGE_URLS: varnish.url,
        FASTLY_SERVICE_ID: FASTLY.serviceId,
        FASTLY_API_TOKEN: 'a-token-fastly-never-gave',
        FASTLY_API_URL: fastly.url,
        CLOUDFLARE_ZONE_ID: CLOUDFLARE.zoneId,
        CLOUDFLARE_API_TOKEN: CLOUDFLARE.token,
        CLOUDFLARE_API_URL: cloudflare.url,
      },
      { supervised: true, port },
    )
    await varnish.untilHealthy()
    get = through(varnish.url)
    // Edits count once every process has read both languages (a first read is no news: cdn-purges.spec.ts).
    await expect.poll(() => store.state.requests.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(PROCESSES * localeCodes.length)
    await store.idle()
  })

  test.afterAll(async () => {
    await site?.stop()
    await Promise.all([varnish?.stop(), store?.close(), fastly?.close(), cloudflare?.close()])
  })

  test('a CDN that refuses for good (a wrong token) is asked once per batch, not forever, and health names it', async () => {
    store.updateProduct('en', 'petra-100-cake-display', { name: 'Petra 100 Bianca' })
    expect((await productUpdated(1103)).status).toBe(200)
    await expect.poll(() => cloudflare.tags().includes('product:1103'), { timeout: 15_000 }).toBe(true)
    await expect.poll(() => fastly.state.refused.length, { timeout: 15_000 }).toBeGreaterThan(0)
    const refused = fastly.state.refused.length
    // Never asked again for those tags: a retry would have come within seconds (1 s, 2 s, 4 s…).
    await new Promise((resolve) => setTimeout(resolve, 8000))
    expect(fastly.state.refused.length).toBe(refused)
    expect(fastly.state.refused.every((reason) => reason === 'Provided credentials are missing or invalid')).toBe(true)
    const fastlyLane = (await lanes()).find((lane) => lane.cdn === 'fastly')
    expect(fastlyLane).toMatchObject({ lastFailure: 'fastly answered 401', purges: 0 })
    expect(fastlyLane!.droppedTags).toBeGreaterThan(0)
  })

  test('a change while the purging process restarts reaches every CDN once it is back', async () => {
    const page = '/product/aurora-120-cake-display'
    await cached(get, [page])
    const owner = processOfSlot(1)!
    expect(owner).toBeGreaterThan(0)
    process.kill(owner, 'SIGKILL')
    await expect.poll(() => processOfSlot(1), { intervals: [20], timeout: 5000 }).not.toBe(owner)
    // The other process takes the webhook, reads the change and hands its tags over while nobody is there to take them
    // (the supervisor starts another slot 1 after a pause).
    store.updateProduct('en', 'aurora-120-cake-display', { name: 'Aurora 120 Notte' })
    const saved = Date.now()
    expect((await productUpdated(1102)).status).toBe(200)
    await expect.poll(() => processOfSlot(1), { timeout: 15_000 }).toBeGreaterThan(0)
    // The new slot 1 (whose own first read sees no change) gets them from the other process.
    await live(
      'the edit through Varnish after the hand-over',
      async () => (await html(get, page)).includes('>Aurora 120 Notte</h1>'),
      saved,
    )
    await expect.poll(() => cloudflare.tags().includes('product:1102'), { timeout: 15_000 }).toBe(true)
  })
})
