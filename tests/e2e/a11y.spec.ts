import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { languageAtThisWidth } from './support/pages'
import { openDialogFrom } from './support/visitor'

/**
 * WCAG 2.2 AA with axe-core: every page of the route table is checked in the page sweep (pages.spec.ts);
 * here, the states a sweep does not reach: search results, a search with nothing found and a corrected
 * query, the first visit with the cookie banner and the badge, and an open dialog, at both widths
 * (one language per width: languageAtThisWidth). Zero violations is the only passing result.
 */
const pages = [
  ['search', { en: '/search?category=wine', it: '/it/cerca?category=wine', de: '/de/suche?category=wine' }],
  ['search, nothing found', { en: '/search?q=cantnia', it: '/it/cerca?q=xilofono', de: '/de/suche?q=xylophon' }],
  ['search, corrected query', { en: '/search?q=choclate', it: '/it/cerca?q=gelatto', de: '/de/suche?q=schokolde' }],
] as const

// Scroll reveal stays off with reduced motion, so every item is checked in its final state.
test.use({ reducedMotion: 'reduce' })

pages.forEach(([type, urls], index) => {
  test(`axe: ${type} page has no violations`, async ({ page }, testInfo) => {
    const url = urls[languageAtThisWidth(index, testInfo.project.name)]
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolations(page), url).toEqual([])
  })
})

test.describe('with the cookie banner and the badge showing', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('axe: the first visit has no violations', async ({ page }) => {
    // Two whole-page axe passes of the home page, the site's longest: a loaded machine needs more than one page's time.
    test.slow()
    await page.goto('/it')
    await expect(page.getByRole('region', { name: 'La tua privacy' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Rifiuta' }).click()
    await expect(page.getByRole('complementary', { name: 'Azienda certificata Green Diploma' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test('axe: open dialogs have no violations', async ({ page }) => {
  await page.goto('/')
  await openDialogFrom(page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe' }))
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
