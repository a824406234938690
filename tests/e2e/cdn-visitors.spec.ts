import { expect, test } from '@playwright/test'
import { cacheStatus, through, type Through } from './support/cdn'
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
    if (response.status === 307) return new URL(response.headers.get('Location')!, 'http://site.test').pathname
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

  test('returning visitors are served from the cache: at most one in ten page views reaches the site', async () => {
    const get = through(varnish.url)
    const views = pageViews(400)
    const before = varnish.counter('MAIN.backend_req')
    let served = 0
    for (const { url, headers } of views) {
      const response = await get(url, headers)
      await response.body?.cancel()
      if (response.status === 200 || response.status === 307) served++
    }
    const reached = varnish.counter('MAIN.backend_req') - before
    console.log(`  ${reached} of ${views.length} page views reached the site`)
    test.info().annotations.push({ type: 'origin share', description: `${reached} of ${views.length}` })
    expect(served).toBe(views.length)
    expect(reached).toBeLessThanOrEqual(views.length / 10)
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
