import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { launchSite, type LaunchedSite } from '../../scripts/lib/launch.mjs'
import { cached, html, live, through, type Through } from './support/cdn'
import { startFakeFastly } from './support/fake-cdns.mjs'
import { freePort } from './support/site'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'

/**
 * A deploy behind a CDN (issue 47, decision 0065): the previous release (a stand-in on the site's port) left a page in
 * Varnish that names its scripts, and its scripts in the data folder, as a release of the site does on its first start.
 * The new build, started under the supervisor with two processes, must purge that page through the usual lanes on its
 * first start only, and serve the previous release's scripts meanwhile; a script no build has is a 404 nobody keeps.
 */
const FASTLY = { serviceId: 'lumeraService01', token: 'fastly-token-0001' }
const OLD = { digest: 'a1b2c3d4e5f6', script: 'main-old0A1.js' }

let fastly: Awaited<ReturnType<typeof startFakeFastly>>
let varnish: Awaited<ReturnType<typeof startVarnish>>
let site: LaunchedSite | undefined
let get: Through
let port: number
let dataDir: string

/** The previous release's about page, as a cache keeps it: tagged with the build whose script it names. */
function previousRelease(): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/about-us') {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
        xkey: `page:/about-us lang:en assets:${OLD.digest}`,
      })
      res.end(
        `<!doctype html><html lang="en"><head><script type="module" src="/assets/${OLD.script}"></script></head><body><h1>About (previous release)</h1></body></html>`,
      )
      return
    }
    res.writeHead(req.url === '/api/health/ready' ? 200 : 404, { 'Cache-Control': 'no-store' }).end()
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

const start = () =>
  launchSite({
    env: {
      WEB_CONCURRENCY: '2',
      PUBLIC_URL: varnish.url,
      VARNISH_PURGE_URLS: varnish.url,
      FASTLY_SERVICE_ID: FASTLY.serviceId,
      FASTLY_API_TOKEN: FASTLY.token,
      FASTLY_API_URL: fastly.url,
    },
    supervised: true,
    port,
    dataDir,
    waitFor: 'ready',
  })

const assetPurges = () => fastly.keys().filter((key) => key.startsWith('assets:'))

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable(), 'Varnish is installed by .ci/run (apt-get)')

test.describe('a deploy behind a CDN', { tag: '@one-width' }, () => {
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    port = await freePort()
    fastly = await startFakeFastly(FASTLY)
    varnish = await startVarnish({ backendPort: port })
    dataDir = mkdtempSync(join(tmpdir(), 'lumera-deploy-'))
    // What the previous release kept of its build on its first start.
    mkdirSync(join(dataDir, 'assets', OLD.digest), { recursive: true })
    writeFileSync(join(dataDir, 'assets', OLD.digest, OLD.script), 'console.log("previous release")')
    const previous = await previousRelease()
    await varnish.untilHealthy()
    get = through(varnish.url)
    await cached(get, ['/about-us'])
    await new Promise((resolve) => previous.close(resolve))
  })

  test.afterAll(async () => {
    await site?.stop()
    await Promise.all([varnish?.stop(), fastly?.close()])
  })

  test('the new build purges the pages naming the previous one on its first start, and serves its scripts meanwhile', async () => {
    site = await start()
    const started = Date.now()
    await live(
      'the new build’s about page',
      async () => {
        const page = await html(get, '/about-us')
        return page.includes('<h1') && !page.includes(OLD.script)
      },
      started,
    )
    // Through the usual lanes: Fastly got the same purge, once (one process of the new build retires the old one).
    await expect.poll(assetPurges, { timeout: 10_000 }).toEqual([`assets:${OLD.digest}`])
    // A visitor still on the previous page asks for its script: served from the data folder, kept as long as any.
    const script = await get(`/assets/${OLD.script}`)
    expect(script.status).toBe(200)
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await script.text()).toBe('console.log("previous release")')
    // The new build's own files are kept for the next one.
    expect(readdirSync(join(dataDir, 'assets')).length).toBe(2)
  })

  test('a previous build’s file, and one no build has: the first served, the second a 404 nobody keeps', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const missing = await get('/assets/main-never-built.js')
      expect(missing.status).toBe(404)
      expect(missing.headers.get('cache-control')).toBe('no-store')
      expect(missing.headers.get('x-cache')).toBe('pass')
    }
  })

  test('a restart of the same build purges nothing', async () => {
    await site!.stop()
    await cached(get, ['/about-us'])
    site = await start()
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(assetPurges()).toEqual([`assets:${OLD.digest}`])
    expect(await (await get('/about-us')).headers.get('x-cache')).toBe('hit')
  })
})
