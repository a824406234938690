import { expect, test } from '@playwright/test'
import { languageAtThisWidth } from './support/pages'

/**
 * A visitor who scrolls while the page starts (its scripts run after the first paint: on a mid-range phone that is a
 * second or more) keeps their place when the page becomes interactive, and a tap on what they scrolled to opens it
 * (src/navigation/scrollRestoration.ts). The router used to scroll back to the top on hydration's render, and the
 * tap then landed on whatever had taken the link's place.
 */
const collections = { en: '/showcases/cake', it: '/it/vetrine-refrigerate/dolci', de: '/de/vitrinen/konditorei' }
const productPath = { en: /\/product\/[a-z0-9-]+$/, it: /\/it\/prodotto\/[a-z0-9-]+$/, de: /\/de\/produkt\/[a-z0-9-]+$/ }

test('scrolling while the page starts keeps its place, and a tap there opens the cabinet', async ({ page }, testInfo) => {
  // Six times slower CPU stretches the time between the first paint and hydration; everything in it takes longer.
  test.slow()
  const lang = languageAtThisWidth(0, testInfo.project.name)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  const interactive = page.locator('a[aria-haspopup="dialog"]')
  // The page's scripts wait until the visitor has scrolled: on a loaded machine the test's own steps can otherwise
  // take longer than the page takes to hydrate, and the test is about a scroll that comes first.
  let scrolled = () => {}
  const hasScrolled = new Promise<void>((resolve) => (scrolled = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await hasScrolled
    await route.continue()
  })

  // As soon as the HTML is read: the scripts start after the first paint.
  await page.goto(collections[lang], { waitUntil: 'domcontentloaded' })
  const last = page.getByRole('main').getByRole('article').last().getByRole('heading').getByRole('link')
  await last.scrollIntoViewIfNeeded()
  const scrolledTo = await page.evaluate(() => scrollY)
  expect(scrolledTo).toBeGreaterThan(200)
  // The test is about that moment: the visitor scrolled before the page became interactive.
  expect(await interactive.count(), 'the page was interactive before the visitor scrolled').toBe(0)
  scrolled()

  // The footer comes half a second after hydration, so the router's render of hydration has run by then.
  await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 20_000 })
  expect(Math.abs((await page.evaluate(() => scrollY)) - scrolledTo), 'the page moved under the visitor').toBeLessThan(50)

  const name = (await last.textContent())!.trim()
  await last.click()
  await expect(page).toHaveURL(productPath[lang], { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 })
})
