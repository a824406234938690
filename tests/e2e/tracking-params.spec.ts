import { expect, test } from '@playwright/test'

/**
 * Links from ads and newsletters (issue 14): their tracking parameters stay in the address bar
 * (the tag manager reads them there), never reach the canonical link or the language switch, and
 * do not make the server render the page again (the page cache ignores them).
 */

const tags = 'utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0KCQ-test&fbclid=IwAR-test'

const visits = [
  { path: '/', canonical: '/', switchTo: '/it' },
  {
    path: '/product/aurora-90-cake-display',
    canonical: '/product/aurora-90-cake-display',
    switchTo: '/it/prodotto/aurora-90-vetrina-dolci',
  },
  { path: '/it/cerca?category=wine', canonical: '/it/cerca', switchTo: '/search?category=wine' },
  {
    path: '/customer-stories/bellavista-milan',
    canonical: '/customer-stories/bellavista-milan',
    switchTo: '/it/storie-dei-clienti/bellavista-milano',
  },
  {
    path: '/compare?products=aurora-90-cake-display,calice-45-wine-cabinet',
    canonical: '/compare',
    switchTo: '/it/confronta?products=aurora-90-vetrina-dolci,calice-45-cantinetta-vino',
  },
]

test.describe('tracking parameters', { tag: '@one-width' }, () => {
  for (const { path, canonical, switchTo } of visits) {
    test(`${path} with tracking parameters keeps its URL; canonical and language links leave them out`, async ({
      page,
      request,
      baseURL,
    }) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const tagged = `${path}${path.includes('?') ? '&' : '?'}${tags}`
      // The plain page is rendered first, as a visitor before this one would have: the tagged visit is served that
      // render from the page cache and hydrates it at an address whose search holds more keys.
      expect((await request.get(path)).status()).toBe(200)
      const response = await page.goto(tagged)
      expect(response?.status()).toBe(200)
      // No redirect on the way, and none after hydration: the address is the one the link carried.
      expect(response?.request().redirectedFrom()).toBeNull()
      await page.waitForLoadState('networkidle')
      expect(page.url()).toBe(`${baseURL}${tagged}`)

      // One head: a page whose loader is keyed by the tracking parameters loads again on hydration and renders it twice.
      await expect(page.locator('title')).toHaveCount(1)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}${canonical}`)
      for (const href of await page
        .locator('link[rel="alternate"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))) {
        expect(href).not.toMatch(/utm_|gclid|fbclid/)
      }
      // The switch keeps what changes the page (a filter) and leaves the tracking behind.
      const switchLink = page.getByRole('banner').locator('a[hreflang]').first()
      await expect(switchLink).toHaveAttribute('href', switchTo)
      expect(errors).toEqual([])
    })
  }

  test('tagged links share the page cache with the plain page', async ({ request }) => {
    // Each render stamps the page's data with the time it was made, so equal bodies are one render.
    const plain = await (await request.get('/sustainability?sort=a&view=b')).text()
    const tagged = await (await request.get('/sustainability?gclid=first&view=b&utm_source=x&sort=a')).text()
    const other = await (await request.get('/sustainability?view=b&sort=a&fbclid=second')).text()
    expect(tagged).toBe(plain)
    expect(other).toBe(plain)
    // A parameter that is not a tracking one is a different page.
    const different = await (await request.get('/sustainability?sort=b&view=b')).text()
    expect(different).not.toBe(plain)
  })
})
