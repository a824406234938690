import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { languageAtThisWidth } from './support/pages'
import { openDialogFrom } from './support/visitor'

/**
 * WCAG 2.2 AA with axe-core on every page type, in both languages and at the desktop and phone widths
 * of the two projects (one language per width: languageAtThisWidth). Zero violations is the only
 * passing result.
 */
const pages = [
  ['home', '/', '/it'],
  ['collection', '/showcases/wine', '/it/vetrine-refrigerate/vino'],
  ['showcases', '/showcases', '/it/vetrine-refrigerate'],
  ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
  ['search', '/search?category=wine', '/it/cerca?category=wine'],
  ['search, nothing found', '/search?q=cantnia', '/it/cerca?q=xilofono'],
  ['search, corrected query', '/search?q=choclate', '/it/cerca?q=gelatto'],
  ['story', '/customer-stories/bellavista-milan', '/it/storie-dei-clienti/bellavista-milano'],
  ['stories', '/customer-stories', '/it/storie-dei-clienti'],
  ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
  ['articles', '/inspiration-hub', '/it/centro-inspirazione'],
  ['about', '/about-us', '/it/chi-siamo'],
  ['sustainability', '/sustainability', '/it/sostenibilita'],
  ['custom made', '/custom-made', '/it/custom-made'],
  ['landing', '/showcases-custom-made', '/it/vetrine-custom-made'],
  ['catalogue', '/catalogue', '/it/catalogo'],
  ['contact', '/contact', '/it/contatta'],
  ['cookies', '/cookies', '/it/cookies'],
  ['privacy', '/privacy', '/it/privacy'],
  ['not found', '/no-such-page', '/it/nessuna-pagina'],
] as const

// Scroll reveal stays off with reduced motion, so every item is checked in its final state.
test.use({ reducedMotion: 'reduce' })

async function violations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
}

pages.forEach(([type, en, it], index) => {
  test(`axe: ${type} page has no violations`, async ({ page }, testInfo) => {
    const url = languageAtThisWidth(index, testInfo.project.name) === 'en' ? en : it
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations(page), url).toEqual([])
  })
})

test.describe('with the cookie banner and the badge showing', () => {
  test.use({ storageState: { cookies: [], origins: [] } })
  test('axe: the first visit has no violations', async ({ page }) => {
    await page.goto('/it')
    await expect(page.getByRole('region', { name: 'La tua privacy' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.getByRole('button', { name: 'Rifiuta' }).click()
    await expect(page.getByRole('complementary', { name: 'Azienda certificata Green Diploma' })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

test('axe: open dialogs have no violations', async ({ page }) => {
  await page.goto('/')
  await openDialogFrom(page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe' }))
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations(page)).toEqual([])
})
