import { expect, test } from '@playwright/test'
import { startFakeSentry } from './support/fake-sentry.mjs'
import { startInstance, type Instance } from './support/instances'
import { asReturningVisitor } from './support/visitor'

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
    site = await startInstance({ SENTRY_DSN: sentry.dsn })
  })

  test.afterAll(async () => {
    await site?.stop()
    await sentry?.close()
  })

  test.beforeEach(({ page }) => asReturningVisitor(page))

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
    await page.evaluate(() => {
      for (let i = 0; i < 20; i++) setTimeout(() => Promise.reject(new Error(`failure ${i}`)))
    })
    await expect.poll(() => sentry.events().length - before, { timeout: 15_000 }).toBe(5)
    expect(external).toEqual([])
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
