import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { fromJSON, toJSON } from 'seroval'
import { untilInteractive } from './support/visitor'

/**
 * Security and delivery (issue 7): the headers of every page, caching and compression, and the
 * answers to hostile input, for routes and for server functions. Requests run once (desktop).
 */

const cspOf = (value: string | undefined) => new Map((value ?? '').split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]))

test.describe('security', { tag: '@one-width' }, () => {
  test.describe('headers', () => {
    for (const path of ['/', '/it', '/showcases/cake', '/it/prodotto/aurora-90-vetrina-dolci', '/contact', '/it/centro-inspirazione']) {
      test(`${path} has the security headers and a strict policy`, async ({ request }) => {
        const response = await request.get(path)
        expect(response.status()).toBe(200)
        const headers = response.headers()
        const csp = cspOf(headers['content-security-policy'])
        expect(csp.get('default-src')).toEqual(["'self'"])
        expect(csp.get('frame-ancestors')).toEqual(["'none'"])
        expect(csp.get('object-src')).toEqual(["'none'"])
        const scripts = csp.get('script-src') ?? []
        expect(scripts).not.toContain("'unsafe-eval'")
        expect(scripts).not.toContain("'unsafe-inline'")
        expect(scripts.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0)
        expect(headers['x-content-type-options']).toBe('nosniff')
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
        expect(headers['permissions-policy']).toContain('camera=()')
        // The test server is plain http: HSTS only when PUBLIC_URL is https (unit-tested in headers.test.ts).
        expect(headers['strict-transport-security']).toBeUndefined()
        expect(headers['set-cookie']).toBeUndefined()
      })
    }

    test('the policy holds in the browser: no violation while a visitor moves around', async ({ page }) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
      })
      await page.goto('/')
      await page.getByRole('banner').getByRole('link', { name: 'Inspiration hub' }).first().click()
      await expect(page).toHaveURL(/\/inspiration-hub$/)
      await page.goto('/it/vetrine-refrigerate/dolci')
      await page
        .getByRole('link', { name: /Aurora 90/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/it\/prodotto\//)
      expect(violations).toEqual([])
    })
  })

  test.describe('caching and compression', () => {
    test('pages may be kept by a CDN and are compressed', async ({ request }) => {
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get('/it/vetrine-refrigerate', { headers: { 'Accept-Encoding': encoding } })
        expect(response.headers()['content-encoding']).toBe(encoding)
        expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
        expect(response.headers()['cache-control']).toMatch(/stale-while-revalidate=\d+/)
        expect(response.headers()['vary']).toMatch(/Accept-Encoding/)
        expect(await response.text()).toContain('<html lang="it"')
      }
    })

    test('hashed scripts, styles and fonts are immutable and compressed', async ({ request }) => {
      const html = await (await request.get('/')).text()
      const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])]
      expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
      expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
      expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true)
      for (const asset of assets) {
        const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } })
        expect(response.status(), asset).toBe(200)
        expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
        // woff2 is compressed already, and files under 1 KB are not worth it: other text assets are.
        const size = (await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } })).body()
        if (!asset.endsWith('.woff2') && (await size).byteLength >= 1024) expect(response.headers()['content-encoding'], asset).toBe('br')
      }
    })

    test('a HEAD request never leaves an empty page in the page cache', async ({ request }) => {
      const path = '/it/sostenibilita?via=head'
      const head = await request.head(path)
      expect(head.status()).toBe(200)
      const get = await request.get(path)
      expect((await get.text()).length).toBeGreaterThan(10_000)
    })
  })

  /** Hostile or broken addresses, and what each must answer. None may be a 5xx. */
  const hostileRoutes: Array<[path: string, status: number | RegExp]> = [
    ['/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
    ['/it/prodotto/%22%3E%3Csvg%20onload%3Dalert(1)%3E', 404],
    ['/product/..%2F..%2Fetc%2Fpasswd', 404],
    ['/customer-stories/' + 'a'.repeat(3000), 404],
    ['/inspiration-hub/%00', 404],
    ['/it/prodotto/a.b', 404],
    ['/xx/showcases', 404],
    ['/fr', 404],
    ['/en-US/about-us', 404],
    ['/%E0%A4%A', 400],
    ['/.env', 404],
    ['/package.json', 404],
    ['/data/leads.sqlite', 404],
    ['/.output/server/index.mjs', 404],
    ['/search?q=' + encodeURIComponent('<script>alert(1)</script>'), 200],
    ['/it/cerca?q=' + encodeURIComponent('"><img src=x onerror=alert(1)>'), 200],
    // Search parameters the page does not know are cleaned up by a redirect to the same page.
    ['/search?q=' + 'a'.repeat(5000) + '&category=../../x&page=-1', /^(200|307)$/],
    ['/showcases/cake?page=999999999999', 200],
    ['/api/forms', 405],
    ['/sitemap.xml?x=%3Ca%3E', 200],
  ]

  test.describe('hostile addresses', () => {
    for (const [path, status] of hostileRoutes) {
      test(`${path.slice(0, 60)} answers ${status}`, async ({ request, baseURL }) => {
        const response = await request.get(path, { maxRedirects: 0 })
        if (typeof status === 'number') expect(response.status()).toBe(status)
        else expect(String(response.status())).toMatch(status)
        const location = response.headers()['location']
        if (location) expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin)
        const body = await response.text()
        // Whatever was sent comes back escaped, never as live markup.
        expect(body).not.toContain('<script>alert(1)')
        expect(body).not.toContain('<img src=x onerror')
        expect(body).not.toContain('<svg onload')
      })
    }

    test('an unknown product in Italian shows the Italian not-found page', async ({ page }) => {
      const response = await page.goto('/it/prodotto/%3Cscript%3E')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'it')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('a protocol-relative path stays on this site', async ({ baseURL }) => {
      // fetch sends the path as written (a browser would resolve it to another host first).
      const response = await fetch(`${baseURL}//evil.example/`, { redirect: 'manual' })
      expect(response.status).toBeLessThan(500)
      const location = response.headers.get('location')
      if (location) expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin)
    })
  })

  /** The server functions the browser calls, found by watching a visitor (their ids are build hashes). */
  async function discoverServerFunctions(page: Page): Promise<Map<string, string>> {
    const byInput = new Map<string, string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (!url.pathname.startsWith('/_serverFn/')) return
      const payload = url.searchParams.get('payload')
      if (!payload) return
      const { data } = fromJSON(JSON.parse(payload)) as { data: Record<string, unknown> }
      byInput.set(Object.keys(data).sort().join(','), url.pathname)
    })
    await page.goto('/')
    await untilInteractive(page)
    await page.getByRole('banner').getByRole('link', { name: 'Inspiration hub' }).first().click()
    await expect(page).toHaveURL(/\/inspiration-hub$/)
    // The address changes first; the hub's own links are there once its heading is.
    await expect(page.getByRole('heading', { level: 1, name: 'Inspiration hub' })).toBeVisible()
    await page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).locator('visible=true').nth(2).click()
    await expect(page).toHaveURL(/\/inspiration-hub\/[\w-]+$/)
    await page.goto('/showcases/cake')
    await untilInteractive(page)
    // The product grid hydrated (its pass comes after the layout's; a click before it would load a new page): its
    // comparison toggles are links in the server's HTML and buttons once hydrated.
    await expect(
      page
        .getByRole('main')
        .getByRole('button', { name: /add to compare/i })
        .first(),
    ).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Aurora 90/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/product\//)
    // The address may change before the page's own call has gone out.
    await expect.poll(() => ['kind,locale', 'kind,locale,slug', 'locale,slug'].every((key) => byInput.has(key))).toBe(true)
    return byInput
  }

  function call(request: APIRequestContext, path: string, data: unknown, payload = JSON.stringify(toJSON({ data }))) {
    return request.get(`${path}?payload=${encodeURIComponent(payload)}`, {
      headers: { 'x-tsr-serverfn': 'true', 'Sec-Fetch-Site': 'same-origin' },
    })
  }

  test('server functions answer malformed and hostile calls with 400, never a 500', async ({ page, request }) => {
    const functions = await discoverServerFunctions(page)
    const posts = functions.get('kind,locale')
    const post = functions.get('kind,locale,slug')
    const product = functions.get('locale,slug')
    expect(posts && post && product, [...functions.keys()].join(' | ')).toBeTruthy()

    // The same calls with good input work, so the 400s below are about the input.
    expect((await call(request, posts!, { kind: 'article', locale: 'it' })).status()).toBe(200)
    expect((await call(request, product!, { locale: 'en', slug: 'aurora-90-cake-display' })).status()).toBe(200)

    // A call too long for a request line is refused by the HTTP server itself (431).
    const hostile: Array<[path: string, data: unknown]> = [
      [posts!, { kind: 'article', locale: 'xx' }],
      [posts!, { kind: 'poem', locale: 'en' }],
      [posts!, { kind: ['article'], locale: 'en' }],
      [posts!, { kind: 42, locale: null }],
      [posts!, undefined],
      [posts!, 'article'],
      [post!, { kind: 'story', locale: 'en', slug: '<script>alert(1)</script>' }],
      [post!, { kind: 'story', locale: 'en', slug: '../../../etc/passwd' }],
      [post!, { kind: 'story', locale: 'en', slug: 'x'.repeat(20_000) }],
      [product!, { locale: 'it', slug: { $ne: '' } }],
      [product!, { locale: 'fr', slug: 'aurora-90-cake-display' }],
    ]
    for (const [path, data] of hostile) {
      const response = await call(request, path, data)
      expect(String(response.status()), JSON.stringify(data)?.slice(0, 80)).toMatch(/^(400|431)$/)
      expect(await response.text()).not.toContain('<script>alert(1)')
    }

    // Calls the framework cannot even read: broken JSON, a broken serialisation, an unknown function.
    for (const [path, payload] of [
      [posts!, 'not json'],
      [posts!, '{}'],
      [posts!, '[1,2]'],
      ['/_serverFn/' + 'f'.repeat(64), JSON.stringify(toJSON({ data: {} }))],
    ] as const) {
      const response = await call(request, path, null, payload)
      expect(response.status(), payload).toBe(400)
    }

    // A call from another site is refused outright.
    const crossSite = await request.get(
      `${posts}?payload=${encodeURIComponent(JSON.stringify(toJSON({ data: { kind: 'article', locale: 'en' } })))}`,
      {
        headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      },
    )
    expect(crossSite.status()).toBe(403)
  })
})
