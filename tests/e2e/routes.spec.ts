import { get } from 'node:http'
import { expect, test } from '@playwright/test'
import { localeCodes } from '#app-config'
import { publicPath } from '../../src/i18n/rewrite'
import { pagePaths } from '../../src/i18n/routes'
import { untilInteractive } from './support/visitor'

const slugPages = pagePaths.filter((page) => page.includes('$slug'))

// That every page of the route table answers in its language is checked in pages.spec.ts.
test.describe('every slug page of the route table', { tag: '@one-width' }, () => {
  for (const page of slugPages) {
    test(`${page} answers 404 for an unknown slug in every language`, async ({ page: tab }) => {
      for (const url of localeCodes.map((l) => publicPath(page, l, { slug: `no-such-item-${l}` }))) {
        const response = await tab.goto(url)
        expect(response?.status(), url).toBe(404)
      }
    })
  }
})

test.describe('locale detection', { tag: '@one-width' }, () => {
  test('an Italian browser at / is sent to /it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/it')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    const redirect = await response?.request().redirectedFrom()?.response()
    expect(redirect?.headers()['vary']).toMatch(/Accept-Language/i)
    await context.close()
  })

  test('a German browser at / is sent to /de, an Austrian one too', async ({ browser }) => {
    for (const locale of ['de-DE', 'de-AT']) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto('/')
      expect(new URL(page.url()).pathname, locale).toBe('/de')
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await context.close()
    }
  })

  test('an Italian browser is never redirected from a deep English URL', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'it-IT' })
    const page = await context.newPage()
    await page.goto('/about-us')
    expect(new URL(page.url()).pathname).toBe('/about-us')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('the locale cookie sends / to /it, and English stays English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-GB' })
    await context.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'it', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    expect(new URL(page.url()).pathname).toBe('/it')
    await context.close()

    const english = await browser.newContext({ locale: 'it-IT' })
    await english.addCookies([{ name: 'PARAGLIDE_LOCALE', value: 'en', url: baseURL! }])
    const page2 = await english.newPage()
    await page2.goto('/')
    expect(new URL(page2.url()).pathname).toBe('/')
    await english.close()
  })

  test('a tagged link gets one redirect at most: an Italian visitor on /?gclid=… goes straight to /it?gclid=…', async ({ request }) => {
    const italian = { 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'document' }
    for (const query of ['?gclid=Cj0KCQ', '?utm_source=newsletter&utm_medium=email', '?gclid=x#top']) {
      const first = await request.get(`/${query}`, { headers: italian, maxRedirects: 0 })
      expect(first.status(), query).toBe(307)
      const location = new URL(first.headers()['location']!, 'http://site.test')
      expect(location.pathname + location.search, query).toBe(`/it${query.replace(/#.*/, '')}`)
      const second = await request.get(location.pathname + location.search, { headers: italian, maxRedirects: 0 })
      expect(second.status(), query).toBe(200)
    }
  })

  test('the redirect of `/` names a path, never a host: a forged Host header cannot send visitors elsewhere', async ({ baseURL }) => {
    // A cache in front keeps this redirect for every Italian visitor: an absolute Location would carry whatever Host the
    // first one sent.
    const answer = await new Promise<{ status?: number; location?: string }>((resolve, reject) =>
      get(
        `${baseURL}/?gclid=Cj0KCQ`,
        { headers: { Host: 'evil.example', 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'document' } },
        (response) => {
          response.resume()
          resolve({ status: response.statusCode, location: response.headers.location })
        },
      ).on('error', reject),
    )
    expect(answer).toEqual({ status: 307, location: '/it?gclid=Cj0KCQ' })
  })

  test("the home page for an Italian browser never depends on what was cached before: a prefetch's answer is not served to it", async ({
    request,
  }) => {
    // A request that is not a document (a prefetch, a link-preview bot) with Italian browser languages is not
    // redirected; what it renders must not be served to the next Italian visitor from the page cache.
    const prefetch = await request.get('/', {
      headers: { 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'empty' },
      maxRedirects: 0,
    })
    expect(prefetch.status()).toBe(200)
    const visit = await request.get('/', {
      headers: { 'Accept-Language': 'it-IT,it;q=0.9', 'Sec-Fetch-Dest': 'document' },
      maxRedirects: 0,
    })
    expect(visit.status()).toBe(307)
    expect(new URL(visit.headers()['location']!, 'http://site.test').pathname).toBe('/it')
  })

  test('English slugs under /it and the /en prefix redirect to the canonical URL', async ({ page }) => {
    await page.goto('/it/about-us')
    expect(new URL(page.url()).pathname).toBe('/it/chi-siamo')
    await page.goto('/en/about-us')
    expect(new URL(page.url()).pathname).toBe('/about-us')
  })
})

test.describe('not found', { tag: '@one-width' }, () => {
  for (const [url, lang, heading, text] of [
    ['/this-page-does-not-exist', 'en', 'Sorry, the page does not exist', 'Here you have other pages that might interest you'],
    ['/it/questa-pagina-non-esiste', 'it', 'Siamo spiacenti, la pagina non esiste', 'Ecco altre pagine che potrebbero interessarti'],
    ['/de/diese-seite-gibt-es-nicht', 'de', 'Diese Seite gibt es leider nicht', 'Vielleicht interessieren Sie diese Seiten'],
  ] as const) {
    test(`${url} shows the not-found page in ${lang} with status 404`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText(text, { exact: true })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('link')).toHaveCount(3)
      await main.getByRole('link').nth(1).click()
      await expect(page).toHaveURL({ en: /\/showcases$/, it: /\/it\/vetrine-refrigerate$/, de: /\/de\/vitrinen$/ }[lang])
    })
  }
})

test.describe('language switch', () => {
  test('offers the two other languages, each on the same page in its own words', async ({ page }) => {
    await page.goto('/de/nachhaltigkeit')
    await untilInteractive(page)
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: 'Menü öffnen' })
    if (await menuButton.isVisible()) await menuButton.click()
    const choices = header.getByRole('list', { name: 'Sprache wählen' }).filter({ visible: true }).getByRole('link')
    await expect(choices).toHaveCount(2)
    expect(await choices.evaluateAll((links) => links.map((a) => [a.getAttribute('lang'), a.getAttribute('href')]))).toEqual([
      ['en', '/sustainability'],
      ['it', '/it/sostenibilita'],
    ])
  })

  test('goes to the same page in the other language and remembers the choice', async ({ page, context }) => {
    await page.goto('/sustainability')
    // After hydration (the switch is then inside the hydrated header; before it, the next test).
    await untilInteractive(page)
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: 'Open the menu' })
    if (await menuButton.isVisible()) await menuButton.click()
    await header.getByRole('link', { name: 'Italiano' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/it\/sostenibilita$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'it')
    const cookie = (await context.cookies()).find((c) => c.name === 'PARAGLIDE_LOCALE')
    expect(cookie?.value).toBe('it')
    // About a year: the 365 days of docs/specification.md §7.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
    await page.goto('/')
    await expect(page).toHaveURL(/\/it$/)
  })

  test("remembers a choice made before the page's scripts have run", { tag: '@one-width' }, async ({ page, context }) => {
    // The page's modules never arrive: the visitor taps the switch of the server's HTML, as on a slow phone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.goto('/sustainability')
    await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/it\/sostenibilita$/)
    expect((await context.cookies()).find((c) => c.name === 'PARAGLIDE_LOCALE')?.value).toBe('it')
    await page.goto('/')
    await expect(page).toHaveURL(/\/it$/)
  })
})
