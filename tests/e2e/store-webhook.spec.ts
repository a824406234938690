import { createHmac, randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { storeApi } from '#app-config'
import { startFakeStore } from './support/fake-store.mjs'
import { startSite, type RunningSite } from './support/site'
import { asReturningVisitor } from './support/visitor'

/**
 * The store's product webhooks (docs/catalogue.md): with hour-long caches, a signed product.updated
 * shows the shop's edit in both languages within 3 s; a forged one changes nothing; the store's
 * ping gets 200. The shared test server has no webhook secret: there the endpoint does not exist.
 */
const KEY = 'ck_webhook_1'
const SECRET = 'cs_webhook_2'
const WEBHOOK_SECRET = 'whsec-0123456789-abcdef'
const ENDPOINT = '/api/webhooks/woocommerce'

test.describe.configure({ mode: 'serial' })

let store: Awaited<ReturnType<typeof startFakeStore>>
let site: RunningSite

test.describe('the store webhook', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    store = await startFakeStore({ key: KEY, secret: SECRET, photos: false })
    site = await startSite({
      WOOCOMMERCE_URL: store.url,
      WOOCOMMERCE_CONSUMER_KEY: KEY,
      WOOCOMMERCE_CONSUMER_SECRET: SECRET,
      WOOCOMMERCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CATALOGUE_CACHE_SECONDS: '3600',
      PAGE_CACHE_SECONDS: '600',
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await store?.close()
  })

  test.beforeEach(({ page }) => asReturningVisitor(page))

  const deliver = (body: string, headers: Record<string, string>) =>
    fetch(`${site.url}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'User-Agent': 'WooCommerce/10.3 Hookshot (WordPress/6.9)', ...headers },
      body,
    })

  /** As WooCommerce delivers a product topic: JSON of the product with when it changed, signed with the secret, and a
   * delivery id of its own. */
  const signed = (
    topic: string,
    product: object,
    secret = WEBHOOK_SECRET,
    body = JSON.stringify({ ...product, date_modified_gmt: new Date().toISOString() }),
  ) => {
    return deliver(body, {
      'Content-Type': 'application/json',
      'X-WC-Webhook-Topic': topic,
      'X-WC-Webhook-Delivery-ID': randomUUID(),
      'X-WC-Webhook-Resource': 'product',
      'X-WC-Webhook-Event': topic.split('.')[1]!,
      'X-WC-Webhook-Signature': createHmac('sha256', secret).update(body).digest('base64'),
    })
  }

  const pages = {
    en: '/product/aurora-90-cake-display',
    it: '/it/prodotto/aurora-90-vetrina-dolci',
  }

  test('the store’s ping on creating the webhook gets 200', async () => {
    const response = await deliver('webhook_id=12', { 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(200)
  })

  test('a forged product.updated gets 401 and changes nothing', async ({ page }) => {
    // Both pages are rendered and cached first.
    for (const path of Object.values(pages)) {
      await page.goto(`${site.url}${path}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Aurora 90' })).toBeVisible()
    }
    await store.idle()
    const reads = store.state.requests.length
    store.updateProduct('en', 'aurora-90-cake-display', { name: 'Aurora 90 Forged' })
    for (const response of [
      await signed('product.updated', { id: 1 }, 'a-guessed-secret'),
      await deliver(JSON.stringify({ id: 1 }), { 'Content-Type': 'application/json', 'X-WC-Webhook-Topic': 'product.updated' }),
    ]) {
      expect(response.status).toBe(401)
    }
    await new Promise((r) => setTimeout(r, 1500))
    expect(store.state.requests.length).toBe(reads)
    await page.goto(`${site.url}${pages.en}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora 90' })).toBeVisible()
    store.updateProduct('en', 'aurora-90-cake-display', { name: 'Aurora 90' })
  })

  test('a signed product.updated shows the edit in both languages within 3 s', async ({ page }) => {
    store.updateProduct('en', 'aurora-90-cake-display', { name: 'Aurora 90 Signature' })
    store.updateProduct('it', 'aurora-90-vetrina-dolci', { name: 'Aurora 90 Firma' })
    const sent = Date.now()
    const response = await signed('product.updated', { id: 1, name: 'Aurora 90 Signature' })
    expect(response.status).toBe(200)
    // What any visitor now gets (the pages were cached before the edit, for 600 s).
    const shows = async (path: string, name: string) => (await (await fetch(`${site.url}${path}`)).text()).includes(`>${name}</h1>`)
    await expect
      .poll(async () => (await shows(pages.en, 'Aurora 90 Signature')) && (await shows(pages.it, 'Aurora 90 Firma')), { intervals: [100] })
      .toBe(true)
    expect(Date.now() - sent).toBeLessThan(3000)
    for (const [path, name] of [
      [pages.en, 'Aurora 90 Signature'],
      [pages.it, 'Aurora 90 Firma'],
    ] as const) {
      await page.goto(`${site.url}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    }
    // The collection pages, cached before, show it too.
    await page.goto(`${site.url}/it/vetrine-refrigerate/dolci`)
    await expect(page.getByRole('link', { name: 'Aurora 90 Firma' })).toBeVisible()
  })

  test('a burst of deliveries reads the store a few times, not once per delivery', async () => {
    await store.idle()
    const reads = store.state.requests.length
    store.updateProduct('en', 'aurora-90-cake-display', { name: 'Aurora 90 Burst' })
    const responses = await Promise.all(Array.from({ length: 20 }, () => signed('product.updated', { id: 1 })))
    for (const response of responses) expect(response.status).toBe(200)
    await expect.poll(async () => (await (await fetch(`${site.url}${pages.en}`)).text()).includes('Aurora 90 Burst')).toBe(true)
    await new Promise((r) => setTimeout(r, 500))
    // One read at a time, a burst coalesced: a handful of full reads (two locales, one page each),
    // far fewer than one per delivery (40), even when a loaded machine spreads the deliveries out.
    expect(store.state.requests.length - reads).toBeLessThanOrEqual(10)
  })

  test('a signed topic the site does not act on gets 200 and reads nothing', async () => {
    // The previous test's burst may still have a re-read queued, which waits up to the refresh spacing
    // (longer on a loaded machine) before it reads: count from a store quiet for well over that.
    await store.idle(3 * storeApi.refreshSpacingMs)
    const reads = store.state.requests.length
    expect((await signed('order.created', { id: 9 })).status).toBe(200)
    await new Promise((r) => setTimeout(r, 1500))
    expect(store.state.requests.length).toBe(reads)
  })

  test('a captured delivery replayed in a loop reads the store once', async () => {
    await store.idle(3 * storeApi.refreshSpacingMs)
    const body = JSON.stringify({ id: 1, name: 'Aurora 90', date_modified_gmt: new Date().toISOString() })
    const before = store.state.requests.length
    const first = await signed('product.updated', {}, WEBHOOK_SECRET, body)
    expect(await first.json()).toEqual({ ok: true, action: 'refresh' })
    // The first delivery is read (after the answer), then the store is quiet.
    await expect.poll(() => store.state.requests.length).toBeGreaterThan(before)
    await store.idle(3 * storeApi.refreshSpacingMs)
    const reads = store.state.requests.length
    // The same signed body, with its delivery id or another: the id is not signed, so an attacker can change it.
    for (let second = 0; second < 4; second++) {
      const replay = await signed('product.updated', {}, WEBHOOK_SECRET, body)
      expect(replay.status).toBe(200)
      expect(await replay.json()).toEqual({ ok: true, action: 'replayed' })
      await new Promise((r) => setTimeout(r, storeApi.refreshSpacingMs))
    }
    expect(store.state.requests.length).toBe(reads)
  })

  test('without a webhook secret the endpoint does not exist', async ({ request }) => {
    // The shared test server runs without WOOCOMMERCE_WEBHOOK_SECRET.
    const response = await request.post(ENDPOINT, {
      data: 'webhook_id=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status()).toBe(404)
  })
})
