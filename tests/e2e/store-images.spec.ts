import { createServer, type Server } from 'node:http'
import { expect, test } from '@playwright/test'
import { startFakeStore } from './support/fake-store.mjs'
import { startSite, type RunningSite } from './support/site'

/**
 * The image service against a store with full-size photos and hostile sources: it answers the format its address
 * names, one answer per address (docs/decisions/0065), immutably, and it reads nothing but the store (docs/decisions/0011).
 * The site learns of each hostile photo as it would of any edit: the store's signed webhook.
 */
const KEY = 'ck_img_service_1'
const SECRET = 'cs_img_service_2'
const WEBHOOK_SECRET = 'whsec-image-service-tests'

test.describe.configure({ mode: 'serial' })

let store: Awaited<ReturnType<typeof startFakeStore>>
let site: RunningSite
let elsewhere: Server
const elsewhereRequests: string[] = []

test.describe('the image service', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // Another server the store's redirect points to: the service must never call it.
    elsewhere = createServer((req, res) => {
      elsewhereRequests.push(req.url ?? '')
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      res.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    const address = elsewhere.address()
    store = await startFakeStore({ key: KEY, secret: SECRET })
    store.setElsewhere(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    await store.preparePhotos()
    site = await startSite({
      WOOCOMMERCE_URL: store.url,
      WOOCOMMERCE_CONSUMER_KEY: KEY,
      WOOCOMMERCE_CONSUMER_SECRET: SECRET,
      WOOCOMMERCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
  })

  test.afterAll(async () => {
    await site?.stop()
    await store?.close()
    await new Promise((resolve) => elsewhere?.close(resolve))
  })

  /** The image-service URLs of a product page's gallery, largest first. */
  async function galleryUrls(slug: string): Promise<string[]> {
    const html = await (await fetch(`${site.url}/product/${slug}`)).text()
    const srcset = /<img[^>]*srcSet="([^"]+)"[^>]*fetchPriority="high"/i.exec(html)?.[1] ?? ''
    return srcset
      .split(', ')
      .map((candidate) => candidate.split(' ')[0]!)
      .reverse()
  }

  /** Gives a product one photo at `path` on the store, and tells the site as the store would. */
  async function setPhoto(slug: string, path: string) {
    const before = (await galleryUrls(slug))[0]
    store.updateProduct('en', slug, {
      images: [{ id: 1, src: `${store.url}${path}`, alt: 'photo', date_modified_gmt: new Date().toISOString().slice(0, 19) }],
    })
    const { createHmac } = await import('node:crypto')
    // As WooCommerce sends it: the product as it now is (a body the site has read already would be a replay).
    const body = JSON.stringify({ slug, images: [{ id: 1, src: `${store.url}${path}` }], date_modified_gmt: new Date().toISOString() })
    const response = await fetch(`${site.url}/api/webhooks/woocommerce`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
      },
      body,
    })
    expect(response.status).toBe(200)
    await expect.poll(async () => (await galleryUrls(slug))[0], { timeout: 5000 }).not.toBe(before)
  }

  test('a photo comes as the AVIF, WebP or JPEG its address names, whatever the browser accepts, resized and immutable', async () => {
    const [largest, , , , , smallest] = await galleryUrls('aurora-90-cake-display')
    expect(largest).toMatch(/^\/api\/images\/[0-9a-f]{16}\/1600\.jpg$/)
    for (const [extension, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpg', 'image/jpeg'],
    ]) {
      // One answer per address: a CDN that ignores Vary keeps the right one for every browser.
      for (const accept of ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/*']) {
        const response = await fetch(`${site.url}${smallest!.replace(/\.jpg$/, `.${extension}`)}`, { headers: { Accept: accept } })
        expect(response.status).toBe(200)
        expect(response.headers.get('Content-Type')).toBe(type)
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        expect(response.headers.get('Vary')).toBeNull()
        const body = Buffer.from(await response.arrayBuffer())
        // A 2400 px photo of ~0.7 MB, made 480 px wide: a few KB.
        expect(body.byteLength).toBeLessThan(60_000)
      }
    }
    // The address of a page kept from before formats were in it: a JPEG, which every browser shows.
    const legacy = await fetch(`${site.url}${smallest!.replace(/\.jpg$/, '')}`, { headers: { Accept: 'image/avif' } })
    expect(legacy.headers.get('Content-Type')).toBe('image/jpeg')
  })

  test('the page offers the browser AVIF, then WebP, then JPEG, and preloads the first', async ({ page }) => {
    const avif: string[] = []
    page.on('request', (request) => {
      if (/\/api\/images\/.*\.avif$/.test(request.url())) avif.push(request.url())
    })
    await page.goto(`${site.url}/product/aurora-90-cake-display`)
    // The gallery's first photo (the page's largest paint).
    const gallery = page.locator('main img[fetchpriority="high"]')
    await expect(gallery).toBeVisible()
    // Chromium takes AVIF: the picture shows it, and the preloaded photo is the one shown (no second download).
    await expect.poll(() => gallery.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
    const html = await (await fetch(`${site.url}/product/aurora-90-cake-display`)).text()
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif"[^>]*imageSrcSet="[^"]*\.avif 480w/i)
    expect(new Set(avif).size).toBe(avif.length)
  })

  test('every JSON-LD image of a product page is one absolute URL that serves an image (issue 18)', async () => {
    const html = await (await fetch(`${site.url}/product/aurora-90-cake-display`)).text()
    const products = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .filter((item) => item['@type'] === 'Product')
    expect(products).toHaveLength(1)
    const images = products[0]!.image
    expect(Array.isArray(images)).toBe(true)
    expect((images as unknown[]).length).toBeGreaterThan(0)
    for (const image of images as unknown[]) {
      expect(typeof image, String(image)).toBe('string')
      const url = new URL(image as string)
      // One URL, not the site's origin glued in front of the store's (`http://sitehttp://store/...`).
      expect(url.protocol, String(image)).toMatch(/^https?:$/)
      expect(url.href, String(image)).toBe(image)
      expect((image as string).match(/https?:\/\//g), String(image)).toHaveLength(1)
      const response = await fetch(url)
      expect(response.status, String(image)).toBe(200)
      expect(response.headers.get('Content-Type'), String(image)).toMatch(/^image\//)
      expect((await response.arrayBuffer()).byteLength, String(image)).toBeGreaterThan(0)
    }
  })

  test('a width outside the list, an unknown key and a malformed key are refused without a fetch', async () => {
    const [largest] = await galleryUrls('aurora-90-cake-display')
    await store.idle()
    const before = store.state.imageRequests.length
    for (const [path, status] of [
      [largest!.replace(/\d+\.jpg$/, '1599.jpg'), 400],
      [largest!.replace(/\d+\.jpg$/, '100000.jpg'), 400],
      [largest!.replace(/\.jpg$/, '.png'), 400],
      ['/api/images/0123456789abcdef/640', 404],
      ['/api/images/..%2F..%2Fetc/640', 404],
    ] as const) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(status)
    }
    expect(store.state.imageRequests.length).toBe(before)
  })

  test('a redirect within the store is followed', async () => {
    await setPhoto('petra-100-cake-display', '/wp-content/uploads/hostile/redirect-home.jpg')
    const [largest] = await galleryUrls('petra-100-cake-display')
    const response = await fetch(`${site.url}${largest!.replace(/\.jpg$/, '.webp')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/webp')
  })

  for (const [name, path, status] of [
    ['a redirect off the store', '/wp-content/uploads/hostile/redirect-away.jpg', 502],
    ['a web page', '/wp-content/uploads/hostile/page.jpg', 415],
    ['a script that says it is a JPEG', '/wp-content/uploads/hostile/disguised.jpg', 415],
    ['a 40 MB source', '/wp-content/uploads/hostile/huge.jpg', 413],
    ['a decompression bomb (60000 x 60000 px)', '/wp-content/uploads/hostile/bomb.png', 413],
    ['a missing file', '/wp-content/uploads/2026/11/no-such-photo.jpg', 404],
  ] as const) {
    test(`${name} gets ${status}, and nothing but the store is asked`, async () => {
      await setPhoto('aurora-120-cake-display', path)
      const [largest] = await galleryUrls('aurora-120-cake-display')
      const response = await fetch(`${site.url}${largest!.replace(/\.jpg$/, '.avif')}`)
      expect(response.status).toBe(status)
      expect(response.headers.get('Content-Type')).toContain('application/json')
      expect(store.state.imageRequests).toContain(path)
      expect(elsewhereRequests).toEqual([])
      // The site keeps serving pages.
      expect((await fetch(`${site.url}/product/aurora-120-cake-display`)).status).toBe(200)
    })
  }

  test('photos reach the browser only through the site', async ({ page }) => {
    const fromStore: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(site.url)) fromStore.push(request.url())
    })
    await page.goto(`${site.url}/product/aurora-90-cake-display`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(fromStore).toEqual([])
    const csp = (await page.request.get(`${site.url}/product/aurora-90-cake-display`)).headers()['content-security-policy']
    expect(csp).toMatch(/img-src 'self' data:;/)
    expect(csp).not.toContain(store.url)
  })
})
