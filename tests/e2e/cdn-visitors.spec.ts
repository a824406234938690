import { expect, test } from '@playwright/test'
import { cached, cacheStatus, through, type Through } from './support/cdn'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { startVarnish, VARY_BLIND_VCL, varnishAvailable } from './support/varnish.mjs'
import { pageViews } from './support/visits.mjs'

/**
 * Visitors behind a shared cache (issue 38): Debian's Varnish with the repository's site.vcl, and a Varnish that ignores
 * Vary and Surrogate-Control and keys pages on their URL alone (as many CDNs do for HTML), both in front of the built site
 * with its embedded catalogue.
 */
let site: Instance
let varnish: Awaited<ReturnType<typeof startVarnish>>
let blind: Awaited<ReturnType<typeof startVarnish>>

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable(), 'Varnish is installed by .ci/run (apt-get)')

test.describe('visitors through a shared cache', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    const port = await freePort()
    varnish = await startVarnish({ backendPort: port })
    blind = await startVarnish({ backendPort: port, vcl: VARY_BLIND_VCL, purgers: [] })
    site = await startInstance({ VARNISH_PURGE_URLS: varnish.url, PUBLIC_URL: varnish.url }, { port })
    await varnish.untilHealthy()
  })

  test.afterAll(async () => {
    await site?.stop()
    await Promise.all([varnish?.stop(), blind?.stop()])
  })

  /** Browser visits of `/`: the answer each must get, whoever came before. */
  const visitors = [
    { who: 'an English browser', headers: { 'Accept-Language': 'en-GB,en;q=0.9' }, expect: 'en' },
    { who: 'an Italian browser', headers: { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.8' }, expect: '/it' },
    {
      who: 'an English browser that chose Italian',
      headers: { 'Accept-Language': 'en-US,en;q=0.9', Cookie: '_ga=GA1.2.1.2; PARAGLIDE_LOCALE=it' },
      expect: '/it',
    },
    {
      who: 'an Italian browser that chose English',
      headers: { 'Accept-Language': 'it-IT,it;q=0.9', Cookie: 'PARAGLIDE_LOCALE=en; _gid=GA1.2.3' },
      expect: 'en',
    },
    { who: 'a browser that says no language', headers: {}, expect: 'en' },
  ] as const

  /** The language of a home page answer: `en` for the English page, the redirect's target for a redirect. */
  async function answer(get: Through, headers: Record<string, string>) {
    const response = await get('/', { ...headers, 'Sec-Fetch-Dest': 'document' })
    if (response.status === 307) return new URL(response.headers.get('Location')!, 'http://any.example').pathname
    expect(response.status).toBe(200)
    return /<html lang="(\w+)"/.exec(await response.text())?.[1]
  }

  for (const cache of ['the repository’s Varnish', 'a cache that ignores Vary'] as const) {
    test(`the home page’s language never depends on who came before, through ${cache}`, async () => {
      const get = through(cache === 'a cache that ignores Vary' ? blind.url : varnish.url)
      // Each visitor after each other one, twice over: every answer kept by the cache meets every visitor.
      const order = [...visitors, ...[...visitors].reverse(), ...visitors]
      for (const [i, visitor] of order.entries()) {
        expect(await answer(get, visitor.headers), `${visitor.who}, visit ${i + 1}`).toBe(visitor.expect)
      }
    })
  }

  test('`/` stays a handful of objects: ad clicks pass, browser languages count only as the site’s languages', async () => {
    const get = through(varnish.url)
    const objects = varnish.counter('MAIN.n_object')
    // Twenty Italian visits from ads, each with its click id: each gets its redirect with its query, none is kept.
    for (let i = 0; i < 20; i++) {
      const response = await get(`/?gclid=ad${i}`, { 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'document' })
      expect(response.status).toBe(307)
      expect(response.headers.get('Location')).toBe(`/it?gclid=ad${i}`)
      expect(response.headers.get('x-cache')).toBe('pass')
      await response.arrayBuffer()
    }
    // A passed answer lives until it is delivered, and the gauge counts it a moment longer: kept ones never leave.
    await expect.poll(() => varnish.counter('MAIN.n_object'), { timeout: 10_000 }).toBe(objects)
    // Italian browsers, however they say it: one object after the first.
    // German ones too: one more. A language the site does not speak (Polish) counts for nothing.
    const browsers = [
      ...['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it', 'it-CH, de;q=0.5', 'pl-PL,it;q=0.8', 'fr;q=0.9, IT-it;q=0.8, en;q=0.1'].map(
        (language) => [language, '/it'] as const,
      ),
      ...['de-DE,de;q=0.9,en;q=0.5', 'de', 'de-AT, it;q=0.5', 'pl;q=0.9, DE-ch;q=0.8'].map((language) => [language, '/de'] as const),
    ]
    const reached = varnish.counter('MAIN.backend_req')
    for (const [language, home] of browsers) {
      const response = await get('/', { 'Accept-Language': language, 'Sec-Fetch-Dest': 'document' })
      expect(response.status, language).toBe(307)
      expect(response.headers.get('Location'), language).toBe(home)
    }
    expect(varnish.counter('MAIN.backend_req') - reached).toBeLessThanOrEqual(2)
  })

  test('any Host is one cache and never reaches a page or a redirect', async () => {
    const get = through(varnish.url)
    const reached = varnish.counter('MAIN.backend_req')
    for (const host of ['attacker.example', 'LOCALHOST:1', `127.0.0.1:${varnish.port}`, 'evil.example.']) {
      const page = await get('/about-us', { Host: host })
      expect(await page.text()).not.toMatch(/attacker|evil/)
      const home = await get('/', { Host: host, 'Accept-Language': 'it', 'Sec-Fetch-Dest': 'document' })
      expect(home.headers.get('Location')).toBe('/it')
    }
    // The about page and `/`'s Italian redirect, once each at most.
    expect(varnish.counter('MAIN.backend_req') - reached).toBeLessThanOrEqual(2)
  })

  test('brotli for browsers that ask for it, gzip for others, and a refresh of an unchanged page is a 304', async () => {
    const get = through(varnish.url)
    await cached(get, ['/contact'], { 'Accept-Encoding': 'gzip, deflate, br' })
    const brotli = await get('/contact', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(await brotli.text()).toContain('<h1')
    const gzip = await get('/contact', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toContain('<h1')
    const etag = brotli.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    expect((await get('/contact', { 'Accept-Encoding': 'br', 'If-None-Match': etag! })).status).toBe(304)
    // The site answers the same to a cache that refreshes the page.
    expect((await fetch(`${site.url}/contact`, { headers: { 'If-None-Match': etag! } })).status).toBe(304)
  })

  test('missing pages and redirects are kept; previews, an unknown script and the API always reach the site', async () => {
    const get = through(varnish.url)
    await cached(get, ['/product/no-such-cabinet', '/it/about-us'])
    expect((await get('/product/no-such-cabinet')).status).toBe(404)
    expect((await get('/it/about-us')).headers.get('Location')).toBe('/it/chi-siamo')
    for (const path of [
      '/inspiration-hub/a-post?preview_id=12&expires=9&signature=abcdefghijklmnopqrstuvwxyz',
      '/assets/old-build-0000.js',
      '/api/health',
    ]) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await get(path)
        await response.body?.cancel()
        expect(response.headers.get('x-cache'), path).toBe('pass')
      }
    }
    expect((await get('/assets/old-build-0000.js')).status).toBe(404)
  })

  test('the site’s servers see an object’s tags and lifetimes on demand, visitors never', async () => {
    const get = through(varnish.url)
    await cached(get, ['/about-us'])
    const shown = await get('/about-us', { 'X-Cache-Debug': '1' })
    expect(shown.headers.get('x-cache-tags')).toMatch(/^page:\/about-us lang:en site-page:about site-page:about:en assets:[0-9a-f]{12}$/)
    expect(shown.headers.get('x-cache-object')).toMatch(/^ttl=\d+\.\d+ grace=86400\.000 hits=\d+ site=site key=\/about-us$/)
    const visitor = await get('/about-us')
    expect([visitor.headers.get('x-cache-tags'), visitor.headers.get('xkey'), visitor.headers.get('cache-tag')]).toEqual([null, null, null])
  })

  test('returning visitors are served from the cache: at most one in ten page views reaches the site, ad clicks on `/` aside', async () => {
    const get = through(varnish.url)
    const views = pageViews(400)
    const before = varnish.counter('MAIN.backend_req')
    let served = 0
    let passed = 0
    for (const { url, headers } of views) {
      const response = await get(url, headers)
      await response.body?.cancel()
      if (response.status === 200 || response.status === 307) served++
      if (response.headers.get('x-cache') === 'pass') passed++
    }
    const reached = varnish.counter('MAIN.backend_req') - before
    console.log(`  ${reached} of ${views.length} page views reached the site, ${passed} of them \`/\` with a query`)
    test.info().annotations.push({ type: 'origin share', description: `${reached} of ${views.length}, ${passed} passed` })
    expect(served).toBe(views.length)
    // `/` with a query (an ad's click id, a newsletter's campaign) is passed to the site's own page cache: one object
    // per click would fill the cache (decision 0065). Everything else is the cache's.
    expect(passed).toBe(views.filter(({ url }) => url.startsWith('/?')).length)
    expect(reached - passed).toBeLessThanOrEqual(views.length / 10)
  })

  test('the spec sheets and drawings are kept by the cache: the site makes each once, whoever downloads it', async () => {
    const get = through(varnish.url)
    const html = await (await get('/product/aurora-90-cake-display')).text()
    const sheet = /href="(\/api\/downloads\/en\/aurora-90-cake-display\/spec-sheet\.pdf\?v=[0-9a-f]{16})"/.exec(html)![1]!
    for (const path of [
      sheet,
      '/api/downloads/en/aurora-90-cake-display/spec-sheet.pdf',
      '/api/downloads/it/aurora-90-vetrina-dolci/drawing.dxf',
    ]) {
      const first = await get(path)
      expect(first.status, path).toBe(200)
      await first.body?.cancel()
      const before = varnish.counter('MAIN.backend_req')
      for (const method of ['GET', 'HEAD', 'GET']) {
        const again = await fetch(`${varnish.url}${path}`, { method, redirect: 'manual' })
        await again.body?.cancel()
        expect([again.status, again.headers.get('x-cache')], `${method} ${path}`).toEqual([200, 'hit'])
      }
      expect(varnish.counter('MAIN.backend_req') - before, path).toBe(0)
    }
    // What is not public stays at the site: a missing file, the API.
    expect(await cacheStatus(get, '/api/downloads/en/no-such-cabinet/spec-sheet.pdf')).toBe('pass')
    expect(await cacheStatus(get, '/api/health')).toBe('pass')
  })
})
