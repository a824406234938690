import { expect, test } from '@playwright/test'
import { cached, live, through, type Through } from './support/cdn'
import { startGate } from './support/gate.mjs'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'

/**
 * A site that fails behind Varnish (issue 47): Debian's Varnish with the repository's site.vcl and docs/cdn.md's probe,
 * in front of a load balancer (tests/e2e/support/gate.mjs) in front of the built site; and a second Varnish straight in
 * front of the site, without a probe. Pages are kept a second here (then served from grace, as after the site's 300 s).
 * Whatever the site answers (an overloaded site's 503, a balancer's 503 with no server behind it, nothing at all), a
 * visitor of a stored page gets it, and one of a page never stored gets an error the cache keeps for seconds.
 */
let site: Instance
let gate: Awaited<ReturnType<typeof startGate>>
let varnish: Awaited<ReturnType<typeof startVarnish>>
let direct: Awaited<ReturnType<typeof startVarnish>>
let get: Through
let getDirect: Through

const SHORT_TTL = 'sub vcl_backend_response { if (beresp.status == 200) { set beresp.ttl = 1s; } }'
const pages = ['/about-us', '/it/vetrine-refrigerate', '/product/aurora-120-cake-display', '/customer-stories']
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What a visitor gets: the status, whether it is the page, and how the cache answered. */
async function visit(cache: Through, path: string) {
  const response = await cache(path)
  const body = await response.text()
  return { status: response.status, page: body.includes('<h1'), cache: response.headers.get('x-cache') }
}

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable(), 'Varnish is installed by .ci/run (apt-get)')

test.describe('stored pages while the site fails', { tag: '@one-width' }, () => {
  test.setTimeout(90_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const port = await freePort()
    gate = await startGate({ targetPort: port })
    varnish = await startVarnish({ backendPort: gate.port, extra: SHORT_TTL })
    direct = await startVarnish({ backendPort: port, extra: SHORT_TTL, probe: false })
    site = await startInstance({ VARNISH_PURGE_URLS: `${varnish.url},${direct.url}`, PUBLIC_URL: varnish.url }, { port })
    // Started before the site, the probe found it down: it is healthy again after two good answers.
    await varnish.untilHealthy()
    get = through(varnish.url)
    getDirect = through(direct.url)
  })

  test.afterAll(async () => {
    await site?.stop()
    await Promise.all([varnish?.stop(), direct?.stop(), gate?.close()])
  })

  test('an overloaded site’s 503, its readiness still fine: stored pages are served, never the error, however old', async () => {
    await cached(get, pages)
    await sleep(1500)
    gate.setMode('overloaded')
    // Past their life: served at once while a refresh runs in the background, which gets the 503 and leaves them.
    for (const path of pages) expect(await visit(get, path), path).toEqual({ status: 200, page: true, cache: 'stale' })
    // No two-minute pass behind: the next visitor gets the page too.
    await sleep(500)
    for (const path of pages) expect(await visit(get, path), path).toEqual({ status: 200, page: true, cache: 'stale' })
    // Ten seconds past their life a healthy site is asked first: its 503 is not served, the stored page is.
    await sleep(10_000)
    expect(varnish.healthy()).toBe(true)
    for (const path of pages) expect(await visit(get, path), path).toEqual({ status: 200, page: true, cache: 'stale' })

    // A page no visitor asked for before: the error, kept a few seconds so a crowd does not reach the failing site.
    expect((await visit(get, '/custom-made')).status).toBe(503)
    const asked = gate.asked.length
    expect(await visit(get, '/custom-made')).toMatchObject({ status: 503, cache: 'hit' })
    expect(gate.asked.length).toBe(asked)

    gate.setMode('open')
    await live('fresh pages once the site answers again', async () => {
      const response = await get(pages[0]!)
      await response.body?.cancel()
      return response.status === 200 && Number(response.headers.get('Age')) === 0
    })
    await expect.poll(async () => (await visit(get, '/custom-made')).status, { timeout: 10_000 }).toBe(200)
  })

  test('a balancer with no server behind it: the probe finds the site down, stored pages are served without asking it', async () => {
    await cached(get, pages)
    await sleep(1500)
    gate.setMode('closed')
    await expect.poll(() => varnish.healthy(), { timeout: 20_000 }).toBe(false)
    const asked = gate.asked.length
    for (const path of pages) expect(await visit(get, path), path).toEqual({ status: 200, page: true, cache: 'stale' })
    // A change meanwhile soft-purges the page: it is still served while the site cannot give the new one.
    const purge = await fetch(varnish.url, { method: 'PURGE', headers: { 'xkey-softpurge': 'page:/about-us' } })
    expect(purge.status).toBe(200)
    expect(await visit(get, '/about-us')).toEqual({ status: 200, page: true, cache: 'stale' })
    // A sick backend is not asked at all.
    expect(gate.asked.slice(asked)).toEqual([])

    gate.setMode('open')
    await expect.poll(() => varnish.healthy(), { timeout: 20_000 }).toBe(true)
    await live('the soft-purged page refreshed once the site is back', async () => {
      const response = await get('/about-us')
      await response.body?.cancel()
      return response.status === 200 && response.headers.get('x-cache') !== 'stale'
    })
  })

  test('the site stopped: stored pages are served, through the balancer and straight, before and after the probe notices', async () => {
    await cached(get, pages)
    await cached(getDirect, pages)
    await sleep(1500)
    await site.stop()
    // Through the balancer (its 502) and straight (nothing listens), at once and ten seconds on.
    for (const wait of [0, 10_000]) {
      await sleep(wait)
      for (const cache of [get, getDirect]) {
        for (const path of pages) expect(await visit(cache, path), path).toEqual({ status: 200, page: true, cache: 'stale' })
      }
    }
    expect(Number((await get(pages[0]!)).headers.get('Age'))).toBeGreaterThanOrEqual(10)
    // A page nobody asked for before cannot be served.
    expect((await visit(getDirect, '/custom-made')).status).toBe(503)
  })
})
