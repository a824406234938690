import { expect, test } from '@playwright/test'
import { startFakeSentry } from './support/fake-sentry.mjs'
import { startInstance, type Instance } from './support/instances'
import { asReturningVisitor, untilInteractive } from './support/visitor'

/**
 * Errors reach the operator (issue 38): with SENTRY_DSN set, an error thrown in a page goes to the Sentry-compatible
 * endpoint (a fake that records envelopes) with its route and the build's release, and nothing of the visitor: not
 * what they typed in a form, not the query of the page. Without it, nothing is loaded or sent.
 */
let sentry: Awaited<ReturnType<typeof startFakeSentry>>
let site: Instance

test.describe.configure({ mode: 'serial' })

test.describe('error reports', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    sentry = await startFakeSentry({ publicKey: 'c0ffee0123456789', project: 42 })
    // Behind a proxy, so that each test is a visitor of its own address (a share of reports a minute each).
    site = await startInstance({ SENTRY_DSN: sentry.dsn, TRUST_PROXY: '1' })
  })

  test.afterAll(async () => {
    await site?.stop()
    await sentry?.close()
  })

  let visitor = 0
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page)
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${++visitor}` })
  })

  for (const [path, route] of [
    ['/contact?email=maria.rossi@example.com&utm_source=x', '/{-$locale}/_site/contact'],
    ['/it/contatta?telefono=3331234567', '/{-$locale}/_site/contact'],
  ] as const) {
    test(`an error thrown in a page (${path.split('?')[0]}) reaches the endpoint with its route and release, without personal data`, async ({
      page,
    }) => {
      const before = sentry.events().length
      await page.goto(`${site.url}${path}`)
      const form = page.locator('main form').first()
      await form.getByLabel(/^(First name|Nome)/).fill('Maria')
      await form.getByLabel(/^(Last name|Cognome)/).fill('Rossi')
      await form.getByLabel(/^(Company email|Email aziendale)/).fill('maria.rossi@example.com')
      // The reporting starts once the page has hydrated.
      await page.waitForLoadState('networkidle')
      // An error the page's code did not catch, whose message carries what a careless developer put in it.
      await page.evaluate(() =>
        setTimeout(() =>
          Promise.reject(new TypeError(`Quote for maria.rossi@example.com, +39 333 123 4567 failed on ${location.pathname}`)),
        ),
      )
      await expect.poll(() => sentry.events().length, { timeout: 15_000 }).toBeGreaterThan(before)
      const [event] = sentry.events().slice(before)
      expect(event).toMatchObject({
        platform: 'javascript',
        transaction: route,
        tags: { runtime: 'browser', route },
        release: expect.stringMatching(/^lumera-site@\d+\.\d+\.\d+/),
        exception: { values: [{ type: 'TypeError', value: `Quote for [email], [phone] failed on ${path.split('?')[0]}` }] },
      })
      const raw = sentry.state.envelopes.at(-1)!.raw
      for (const personal of ['maria', 'Maria', 'Rossi', '3331234567', '333 123 4567', 'example.com', 'utm_source', 'telefono']) {
        expect(raw, personal).not.toContain(personal)
      }
      expect(sentry.state.refused).toEqual([])
    })
  }

  test('the reports of one page go to the site only, and stay a handful', async ({ page }) => {
    const external: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(site.url)) external.push(request.url())
    })
    const before = sentry.events().length
    await page.goto(`${site.url}/about-us`)
    await page.waitForLoadState('networkidle')
    // The reporting starts once the page has hydrated (after the first paint, later on a busy machine).
    await untilInteractive(page)
    await page.evaluate(() => {
      for (let i = 0; i < 20; i++) setTimeout(() => Promise.reject(new Error(`failure ${i}`)))
    })
    await expect.poll(() => sentry.events().length - before, { timeout: 15_000 }).toBe(5)
    expect(external).toEqual([])
  })

  test('a frame of the site’s own scripts reaches the endpoint as its source file; a frame of another script does not', async ({
    page,
  }) => {
    const scripts = new Map<string, string>()
    page.on('response', async (response) => {
      if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.set(new URL(response.url()).pathname, await response.text())
    })
    await page.goto(`${site.url}/about-us`)
    await page.waitForLoadState('networkidle')
    // The reporting starts once the page has hydrated (after the first paint, later on a busy machine).
    await untilInteractive(page)
    // The first error loads the sending code (src/errors/browser.ts), whose script is then read like any other.
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('a first error'))))
    await expect.poll(() => [...scripts.values()].some((text) => text.includes('/api/errors'))).toBe(true)
    const [path, text] = [...scripts].find(([, text]) => text.includes('/api/errors'))!
    // Where the sending code names its address: a position a real stack would name, minified.
    const before = text.slice(0, text.indexOf('/api/errors'))
    const lineno = before.split('\n').length
    const colno = before.length - before.lastIndexOf('\n')
    const sent = sentry.events().length
    await page.evaluate(
      ({ path, lineno, colno }) =>
        navigator.sendBeacon(
          '/api/errors',
          new Blob(
            [
              JSON.stringify({
                runtime: 'browser',
                type: 'Error',
                message: 'a frame to read',
                frames: [
                  { filename: 'chrome-extension://abcdefgh/content.js', function: 'inject', lineno: 1, colno: 1 },
                  { filename: `${location.origin}${path}`, function: 'a', lineno, colno },
                ],
                route: '/{-$locale}/_site/about-us',
              }),
            ],
            { type: 'application/json' },
          ),
        ),
      { path, lineno, colno },
    )
    await expect
      .poll(
        () =>
          sentry
            .events()
            .slice(sent)
            .find((e) => JSON.stringify(e).includes('a frame to read')),
        { timeout: 15_000 },
      )
      .toBeTruthy()
    const event = sentry
      .events()
      .slice(sent)
      .find((e) => JSON.stringify(e).includes('a frame to read')) as {
      exception: { values: Array<{ stacktrace: { frames: Array<{ filename: string; in_app?: boolean }> } }> }
    }
    expect(event.exception.values[0]!.stacktrace.frames).toEqual([
      expect.objectContaining({ filename: 'src/errors/browser.ts', in_app: true }),
    ])
    // The maps stay on the server: no script names one, and none is served.
    for (const [script, body] of scripts) {
      expect(body, script).not.toContain('sourceMappingURL')
      expect((await fetch(`${site.url}${script}.map`)).status, `${script}.map`).toBe(404)
    }
  })

  test('a report from no page, from a route the site does not have, or past an address’s share is refused and counted', async () => {
    type Status = { errorReports: { sent: number; dropped: { refused: number; address: number } } }
    const status = async () => ((await (await fetch(`${site.url}/api/health`)).json()) as Status).errorReports
    const before = await status()
    const report = (route: string) =>
      JSON.stringify({ runtime: 'browser', type: 'Error', message: `forged for ${route}`, frames: [], route })
    const post = (body: string, headers: Record<string, string>, from = '198.51.100.7') =>
      fetch(`${site.url}/api/errors`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, ...headers },
      })
    // A script's post: no browser headers.
    expect((await post(report('/{-$locale}/_site/contact'), {})).status).toBe(403)
    const asPage = { Origin: site.url, 'Sec-Fetch-Site': 'same-origin' }
    expect((await post(report('/{-$locale}/_site/admin'), asPage, '198.51.100.8')).status).toBe(400)
    const statuses = []
    for (let i = 0; i < 8; i++)
      statuses.push((await post(report(`/{-$locale}/_site/contact`).replace('forged', `forged ${i}`), asPage)).status)
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429])
    const after = await status()
    expect(after.dropped.refused - before.dropped.refused).toBe(2)
    expect(after.dropped.address - before.dropped.address).toBe(3)
  })
})

test.describe('without SENTRY_DSN', { tag: '@one-width' }, () => {
  test('nothing is loaded or sent, and the report address does not exist', async ({ page, request }) => {
    const reports: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/errors')) reports.push(r.url())
    })
    await page.goto('/about-us')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('unreported'))))
    await page.waitForTimeout(1000)
    expect(reports).toEqual([])
    expect((await request.post('/api/errors', { data: { runtime: 'browser' } })).status()).toBe(404)
  })
})
