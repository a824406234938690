import { expect, test, type Page } from '@playwright/test'

/**
 * Real-user figures (issue 29): with consent and a container (the test server runs with GTM_ID), each page
 * load's LCP, INP, CLS and TTFB reach the dataLayer as `web_vital` events; before consent the measuring code is
 * not even downloaded. The width changes nothing here.
 */
test.describe('web vitals reach the dataLayer only after consent', { tag: '@one-width' }, () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  /** The tag manager's script answered by a stand-in; the scripts the page downloads recorded with their text. */
  async function record(page: Page) {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__fakeTagManagerLoaded = true' }),
    )
    // A first visit in every way but the badge, which would cover the footer links once the banner is answered.
    await page.addInitScript(() => localStorage.setItem('green_diploma', 'closed'))
    const scripts: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push((await response.body().catch(() => Buffer.alloc(0))).toString())
    })
    return scripts
  }
  /** The web-vitals library's code (the entry types it observes), in any script the page downloaded. */
  const loadedWebVitals = (scripts: string[]) =>
    scripts.some((text) => text.includes('largest-contentful-paint') && text.includes('layout-shift'))
  const webVitals = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).filter((e): e is Record<string, unknown> => !!e && (e as { event?: string }).event === 'web_vital'),
    )
  /** The banner asks once the page has hydrated (after the first paint: seconds on a loaded machine). */
  async function untilBannerAsks(page: Page) {
    const banner = page.getByRole('region', { name: 'La tua privacy' })
    await expect(banner).toBeVisible({ timeout: 20_000 })
    return banner
  }
  /**
   * The visitor leaves the tab: INP and CLS are final then (as when a visitor switches tabs or leaves). LCP is
   * final at the first click or key (a trusted one), which the tests make before.
   */
  const hide = (page: Page) =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })

  test('a visitor who has not consented never downloads the measuring code, and nothing is pushed', async ({ page }) => {
    const scripts = await record(page)
    await page.goto('/it/contatta')
    await untilBannerAsks(page)
    await page.getByRole('region', { name: 'La tua privacy' }).getByRole('button', { name: 'Rifiuta' }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page).toHaveURL(/\/it\/privacy$/)
    await hide(page)
    await page.waitForTimeout(500)
    expect(await webVitals(page)).toEqual([])
    expect(loadedWebVitals(scripts)).toBe(false)
  })

  test('after the visitor accepts, the page load’s LCP, INP, CLS and TTFB are pushed, naming the page landed on', async ({ page }) => {
    const scripts = await record(page)
    await page.goto('/it/contatta')
    const banner = await untilBannerAsks(page)
    await page.waitForTimeout(300)
    // Before the answer: nothing measured, nothing downloaded.
    expect(await webVitals(page)).toEqual([])
    expect(loadedWebVitals(scripts)).toBe(false)
    await banner.getByRole('button', { name: 'Accetta' }).click()
    await expect.poll(() => loadedWebVitals(scripts)).toBe(true)
    // An interaction for INP, then a client-side navigation: the figures still name the page of the load.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click()
    await expect(page).toHaveURL(/\/it\/privacy$/)
    await page.waitForTimeout(300)
    await hide(page)
    await expect.poll(async () => (await webVitals(page)).map((e) => e.metric).sort()).toEqual(['CLS', 'INP', 'LCP', 'TTFB'])
    for (const event of await webVitals(page)) {
      expect(event).toEqual({
        event: 'web_vital',
        metric: expect.stringMatching(/^(LCP|INP|CLS|TTFB)$/),
        value: expect.any(Number),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        metricId: expect.any(String),
        navigationType: 'navigate',
        routeName: 'contact',
        pageType: 'form',
        pageUrl: expect.stringMatching(/\/it\/contatta$/),
      })
      expect(event.value as number).toBeGreaterThanOrEqual(0)
    }
    expect((await webVitals(page)).find((e) => e.metric === 'LCP')?.value).toBeGreaterThan(0)
  })
})
