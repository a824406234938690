import { createHmac } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { localeCodes } from '#app-config'
import { cacheStatus, cached, html, live, through, type Through } from './support/cdn'
import { startFakeCloudflare, startFakeFastly } from './support/fake-cdns.mjs'
import { startFakeStore } from './support/fake-store.mjs'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { WORDPRESS_SECRET } from './support/site-with-wordpress'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'
import { startWordPress, wordPressAvailable } from './support/wordpress.mjs'

/**
 * Behind a CDN (issue 38): Debian's Varnish with the repository's deploy/varnish/site.vcl in front of the built site
 * (two processes, hour-long caches of its own), with the store fake, a real WordPress, and fakes of Fastly's and
 * Cloudflare's purge APIs. Every change must reach what the cache serves, and nothing else may leave the cache.
 */
const STORE = { key: 'ck_cdn_1', secret: 'cs_cdn_2', webhook: 'whsec-cdn-0123456789' }
const FASTLY = { serviceId: 'lumeraService01', token: 'fastly-token-0001' }
const CLOUDFLARE = { zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: 'cf-token-0001' }
const PROCESSES = 2
const english = { 'Accept-Language': 'en-GB,en;q=0.9', 'Sec-Fetch-Dest': 'document' }

let store: Awaited<ReturnType<typeof startFakeStore>>
let fastly: Awaited<ReturnType<typeof startFakeFastly>>
let cloudflare: Awaited<ReturnType<typeof startFakeCloudflare>>
let varnish: Awaited<ReturnType<typeof startVarnish>>
let wp: Awaited<ReturnType<typeof startWordPress>>
let site: Instance
let get: Through

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable() || !wordPressAvailable(), 'Varnish, WordPress, MariaDB and PHP are installed by .ci/run (apt-get)')

test.describe('changes through a shared cache', { tag: '@one-width' }, () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    store = await startFakeStore({ key: STORE.key, secret: STORE.secret, photos: false })
    fastly = await startFakeFastly(FASTLY)
    cloudflare = await startFakeCloudflare(CLOUDFLARE)
    const port = await freePort()
    varnish = await startVarnish({ backendPort: port })
    wp = await startWordPress({ siteUrl: `http://127.0.0.1:${port}`, secret: WORDPRESS_SECRET })
    site = await startInstance(
      {
        WOOCOMMERCE_URL: store.url,
        WOOCOMMERCE_CONSUMER_KEY: STORE.key,
        WOOCOMMERCE_CONSUMER_SECRET: STORE.secret,
        WOOCOMMERCE_WEBHOOK_SECRET: STORE.webhook,
        WORDPRESS_URL: wp.url,
        WORDPRESS_USER: wp.user,
        WORDPRESS_APP_PASSWORD: wp.appPassword,
        WORDPRESS_WEBHOOK_SECRET: WORDPRESS_SECRET,
        WEB_CONCURRENCY: String(PROCESSES),
        CATALOGUE_CACHE_SECONDS: '3600',
        CONTENT_CACHE_SECONDS: '3600',
        PAGE_CACHE_SECONDS: '600',
        PUBLIC_URL: varnish.url,
        VARNISH_PURGE_URLS: varnish.url,
        FASTLY_SERVICE_ID: FASTLY.serviceId,
        FASTLY_API_TOKEN: FASTLY.token,
        FASTLY_API_URL: fastly.url,
        CLOUDFLARE_ZONE_ID: CLOUDFLARE.zoneId,
        CLOUDFLARE_API_TOKEN: CLOUDFLARE.token,
        CLOUDFLARE_API_URL: cloudflare.url,
      },
      { supervised: true, port },
    )
    await varnish.untilHealthy()
    get = through(varnish.url)
    // Ready is one process's answer. An edit that a process's first read of the store already sees is no news to it
    // (src/catalogue/changes.server.ts), so the tests edit only once both processes have read both languages.
    await expect.poll(() => store.state.requests.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(PROCESSES * localeCodes.length)
    await store.idle()
  })

  test.afterAll(async () => {
    if (process.env.DEBUG_CDN) {
      const { writeFileSync } = await import('node:fs')
      writeFileSync('/tmp/cdn-site-output.log', site?.output() ?? '')
    }
    await site?.stop()
    await Promise.all([varnish?.stop(), wp?.stop(), store?.close(), fastly?.close(), cloudflare?.close()])
  })

  /** A product topic as WooCommerce delivers it, to the site itself. */
  const productUpdated = (id: number) => {
    const body = JSON.stringify({ id })
    return fetch(`${site.url}/api/webhooks/woocommerce`, {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', STORE.webhook).update(body).digest('base64'),
      },
    })
  }

  test('Fastly and Cloudflare receive precise purges within their limits, soft at Fastly, a burst of a dozen edits included', async () => {
    test.setTimeout(180_000)
    // Twelve cabinets renamed half a second apart, as a shop manager's bulk edit sends them.
    const burst = ['aurora-120', 'petra-100', 'petra-140', 'velluto-counter-150', 'sfoglia-tower-70'].map((s) => `${s}-cake-display`)
    burst.push(
      ...['neve-10', 'neve-14', 'polare-90', 'polare-130', 'pozzetto-8', 'brina-tower-60'].map((s) => `${s}-gelato-display`),
      'cantina-60-wine-cabinet',
    )
    const ids = Array.from({ length: 12 }, (_, i) => 1102 + i)
    for (const [i, slug] of burst.slice(0, 12).entries()) {
      store.updateProduct('en', slug, (p: { name: string }) => ({ name: `${p.name} Nuova` }))
      expect((await productUpdated(ids[i]!)).status).toBe(200)
      await new Promise((r) => setTimeout(r, 500))
    }
    // Each renamed cabinet's pages in every language (their translations link to them; the embedded catalogue numbers
    // its Italian and German versions 1000 and 2000 on), and the long lists of every language (English cabinets are
    // every language's fallback).
    const lists = localeCodes.map((locale) => `products:${locale}`)
    const expected = [...ids.flatMap((id) => [`product:${id}`, `product:${id + 1000}`, `product:${id + 2000}`]), ...lists]
    const allPurged = (purged: () => string[]) => () => expected.every((tag) => purged().includes(tag))
    await expect.poll(allPurged(fastly.keys), { timeout: 30_000 }).toBe(true)
    await expect.poll(allPurged(cloudflare.tags), { timeout: 60_000 }).toBe(true)
    // Precise: nothing but those tags, never everything; within each API's limits (their fakes refuse anything else).
    expect(new Set([...fastly.keys(), ...cloudflare.tags()])).toEqual(new Set(expected))
    expect([fastly.state.purgeAll, cloudflare.state.everything]).toEqual([0, 0])
    expect([fastly.state.refused, cloudflare.state.refused, cloudflare.state.rateLimited]).toEqual([[], [], 0])
    // Soft where the interface allows it: Fastly's Fastly-Soft-Purge (Cloudflare's purge_cache is fixed for now).
    expect(fastly.state.purges.every((purge) => purge.soft)).toBe(true)
    // Within the Free plan's bucket: 25 at once, then one more every 12 s (the fake answers 429 past it: none came).
    for (const first of cloudflare.state.purges)
      for (const last of cloudflare.state.purges.filter((p) => p.at >= first.at))
        expect(cloudflare.state.purges.filter((p) => p.at >= first.at && p.at <= last.at).length).toBeLessThanOrEqual(
          25 + Math.floor((last.at - first.at) / 12_000),
        )
  })

  test('a store edit reaches visitors through Varnish in both languages; unrelated pages stay in the cache', async () => {
    const pages = [
      '/product/aurora-90-cake-display',
      '/it/prodotto/aurora-90-vetrina-dolci',
      '/it/vetrine-refrigerate/dolci',
      '/search?q=aurora',
      '/',
    ]
    const unrelated = ['/about-us', '/it/chi-siamo', '/product/frollo-70-dry-ager', '/it/vetrine-refrigerate/vino', '/inspiration-hub']
    await cached(get, [...pages, ...unrelated], english)
    store.updateProduct('en', 'aurora-90-cake-display', { name: 'Aurora 90 Signature' })
    store.updateProduct('it', 'aurora-90-vetrina-dolci', { name: 'Aurora 90 Firma' })
    const saved = Date.now()
    expect((await productUpdated(1101)).status).toBe(200)
    const shows = async (path: string, text: string) => (await html(get, path, english)).includes(text)
    await live(
      'store edit, both languages',
      async () => (await shows(pages[0]!, '>Aurora 90 Signature</h1>')) && (await shows(pages[1]!, '>Aurora 90 Firma</h1>')),
      saved,
    )
    // Its collection list, the search, and the home page that shows it: soft-purged, each is served once more while it is
    // refreshed, then fresh.
    for (const [path, text] of [
      [pages[2]!, 'Aurora 90 Firma'],
      [pages[3]!, 'Aurora 90 Signature'],
      ['/', 'Aurora 90 Signature'],
    ] as const) {
      await expect.poll(() => shows(path, text), { message: path, intervals: [0, 200], timeout: 5000 }).toBe(true)
    }
    for (const path of unrelated) expect(await cacheStatus(get, path, english), path).toBe('hit')
  })

  test('a WordPress publish, edit, slug change and unpublish reach visitors through Varnish; unrelated pages stay in the cache', async () => {
    const lists = ['/inspiration-hub', '/it/centro-inspirazione', '/']
    const unrelated = ['/about-us', '/customer-stories', '/product/frollo-70-dry-ager', '/it/vetrine-refrigerate/dolci']
    await cached(get, [...lists, ...unrelated], english)
    // The address of the post to come: a missing page, kept a minute, until the publish purges it (`404`).
    const page = '/inspiration-hub/cold-glass-warm-light'
    await cached(get, [page])
    expect((await get(page)).status).toBe(404)
    let saved = Date.now()
    const en = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Cold glass, warm light',
      slug: 'cold-glass-warm-light',
      status: 'publish',
      lang: 'en',
      excerpt: 'Why the light inside a cabinet matters as much as its temperature, and how a pastry shop chose it.',
      content: '<p>Light sells what the cold keeps.</p>',
    })
    const it = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Vetro freddo, luce calda',
      slug: 'vetro-freddo-luce-calda',
      status: 'publish',
      lang: 'it',
      translations: { en: en.id },
      excerpt: 'Perché la luce dentro una vetrina conta quanto la sua temperatura, e come l’ha scelta una pasticceria.',
      content: '<p>La luce vende quello che il freddo conserva.</p>',
    })
    const shows = async (path: string, text: string) => (await html(get, path, english)).includes(text)
    await live(
      'published, on its lists and the home page, and at its address',
      async () =>
        (await shows(lists[0]!, 'Cold glass, warm light')) &&
        (await shows(lists[1]!, 'Vetro freddo, luce calda')) &&
        (await shows('/', 'Cold glass, warm light')) &&
        (await get(page)).status === 200,
      saved,
    )
    for (const path of unrelated) expect(await cacheStatus(get, path, english), path).toBe('hit')

    await cached(get, [page, '/it/centro-inspirazione/vetro-freddo-luce-calda'])
    saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${en.id}`, { title: 'Cold glass, warm light, kept' })
    await live('edited', () => shows(page, '>Cold glass, warm light, kept</h1>'), saved)

    saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${en.id}`, { slug: 'cold-glass' })
    await live(
      'slug changed: the old address answers 301',
      async () => {
        const old = await get(page)
        return old.status === 301 && (old.headers.get('Location') ?? '').endsWith('/inspiration-hub/cold-glass')
      },
      saved,
    )
    expect((await get('/inspiration-hub/cold-glass')).status).toBe(200)

    saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${it.id}`, { status: 'draft' })
    await live('unpublished: 404', async () => (await get('/it/centro-inspirazione/vetro-freddo-luce-calda')).status === 404, saved)
    // Its list: served once more while it is refreshed (a soft purge), then without it.
    await expect.poll(() => shows(lists[1]!, 'Vetro freddo, luce calda'), { intervals: [0, 200], timeout: 5000 }).toBe(false)
    for (const path of unrelated) expect(await cacheStatus(get, path, english), path).toBe('hit')
  })

  test('a purge a CDN refuses is tried again until it goes, the other CDNs unaffected, and /api/health says so meanwhile', async () => {
    type Lane = { cdn: string; purges: number; failingForSeconds: number | null; lastFailure: string | null }
    const lanes = async () => ((await (await fetch(`${site.url}/api/health`)).json()) as { cdn: Lane[] }).cdn
    const page = '/product/frollo-140-dry-ager'
    await cached(get, [page])
    fastly.failNext(3)
    store.updateProduct('en', 'frollo-140-dry-ager', { name: 'Frollo 140 Riserva' })
    expect((await productUpdated(1120)).status).toBe(200)
    // Varnish has a queue of its own: the edit reaches its visitors while Fastly refuses.
    await live('the edit through Varnish while Fastly refuses', async () => (await html(get, page)).includes('>Frollo 140 Riserva</h1>'))
    await expect
      .poll(async () => (await lanes()).find((l) => l.cdn === 'fastly')?.lastFailure, { timeout: 15_000 })
      .toBe('fastly answered 503')
    // Tried again, later each time, until Fastly takes it; then health says nothing is failing.
    await expect.poll(() => fastly.keys().includes('product:1120'), { timeout: 30_000 }).toBe(true)
    await expect
      .poll(async () => (await lanes()).find((l) => l.cdn === 'fastly'), { timeout: 15_000 })
      .toMatchObject({ failingForSeconds: null, lastFailure: null })
    expect((await lanes()).map((l) => l.cdn)).toEqual(['varnish 1', 'fastly', 'cloudflare'])
  })

  /** A soft PURGE of `tags`, as the site sends it, sent to the Varnish from `address` (any 127.x address reaches it here). */
  const purgeFrom = (address: string, tags: string) =>
    new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port: varnish.port, method: 'PURGE', path: '/', localAddress: address, headers: { 'xkey-softpurge': tags } },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      request.on('error', reject)
      request.end()
    })

  test('a purge from any other address changes nothing; the site’s own leaves the page to one visitor at most', async () => {
    await cached(get, ['/about-us', '/it/chi-siamo'])
    expect(await purgeFrom('127.0.0.2', 'page:/about-us lang:it')).toBe(403)
    for (const path of ['/about-us', '/it/chi-siamo']) expect(await cacheStatus(get, path), path).toBe('hit')
    // The site's servers (127.0.0.1 in acl purgers here) may: the next visitor gets the stored page while it is
    // refreshed, the one after the fresh page.
    expect(await purgeFrom('127.0.0.1', 'page:/about-us')).toBe(200)
    expect(await cacheStatus(get, '/about-us')).toBe('stale')
    await expect.poll(() => cacheStatus(get, '/about-us'), { timeout: 5000 }).toBe('hit')
    expect(await cacheStatus(get, '/it/chi-siamo')).toBe('hit')
  })

  test('with the site stopped, stored pages are still served', async () => {
    // A Varnish whose pages expire after a second: they are then served from grace, as after the site's 300 s.
    const short = await startVarnish({ backendPort: site.port, extra: 'sub vcl_backend_response { set beresp.ttl = 1s; }' })
    try {
      const viaShort = through(short.url)
      const pages = ['/about-us', '/it/vetrine-refrigerate', '/product/aurora-120-cake-display']
      await cached(viaShort, pages)
      await cached(get, pages)
      await new Promise((r) => setTimeout(r, 1500))
      await site.stop()
      for (const cache of [viaShort, get]) {
        for (const path of pages) {
          const response = await cache(path)
          expect(response.status, path).toBe(200)
          expect(await response.text()).toContain('<h1')
        }
      }
      expect(Number((await viaShort(pages[0]!)).headers.get('Age'))).toBeGreaterThanOrEqual(1)
      // A page nobody asked for before cannot be served.
      expect((await viaShort('/custom-made')).status).toBe(503)
    } finally {
      await short.stop()
    }
  })
})
