import { expect, test, type Page } from '@playwright/test'
import { axeOf } from './support/axe'
import { openDialogFrom, untilInteractive } from './support/visitor'

/**
 * Search as visitors type it (issue 16): inflected, misspelt and everyday words put a product of
 * the right collection first, in both languages, with JavaScript on and off; a query that matches
 * nothing says so and offers words and collections; the showcase overlay suggests as you type.
 */

const site = {
  en: {
    path: '/search',
    box: 'Search the showcases',
    submit: 'Search',
    found: /cabinets found$/,
    whole: '30 cabinets found',
    queries: [
      ['chocolates', 'Chocolate'],
      ['ice-cream', 'Gelato & ice cream'],
      ['wine cooler', 'Wine'],
      ['dry aging', 'Meat dry-ageing'],
      ['cake display case', 'Cake & pastry'],
      ['wine bar', 'Wine'],
    ],
    generic: ['display case'],
  },
  it: {
    path: '/it/cerca',
    box: 'Cerca tra le vetrine',
    submit: 'Cerca',
    found: /vetrine trovate$/,
    whole: '30 vetrine trovate',
    queries: [
      ['gelati', 'Gelato'],
      ['cioccolata', 'Cioccolato'],
      ['gelatto', 'Gelato'],
      ['vetrina gelato', 'Gelato'],
      ['cantinetta', 'Vino'],
      ['bar pasticceria', 'Dolci e pasticceria'],
    ],
    generic: ['vetrina', 'vetrine'],
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

async function searchFor(page: Page, lang: keyof typeof site, query: string) {
  const l = site[lang]
  await page.getByRole('searchbox', { name: l.box }).fill(query)
  await page.getByRole('button', { name: l.submit, exact: true }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === query)
}

// Ranking does not depend on the width: these run in the desktop project only.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, { tag: '@one-width' }, () => {
    test.use({ javaScriptEnabled })

    for (const lang of ['en', 'it'] as const) {
      const l = site[lang]
      // One visitor typing one query after another in the results page's own box.
      test(`everyday words put the right collection first (${lang})`, async ({ page }) => {
        // Five searches in a row, each a page load without JavaScript: three times a single page's time.
        test.slow()
        await page.goto(l.path)
        for (const [query, collection] of l.queries) {
          await searchFor(page, lang, query)
          // With JavaScript the results follow the address once the query's data has come: allow a loaded machine that.
          await expect(cards(page).first().getByText(collection, { exact: true }), `"${query}" puts ${collection} first`).toBeVisible({
            timeout: 10_000,
          })
        }
      })
      test(`${l.generic.join(', ')} find the whole range (${lang})`, async ({ page }) => {
        await page.goto(l.path)
        for (const query of l.generic) {
          await searchFor(page, lang, query)
          await expect(page.getByRole('main').getByRole('heading', { name: l.found })).toHaveText(l.whole)
        }
      })
    }

    test('a misspelt word is corrected, and the page says what it searched (it)', async ({ page }) => {
      await page.goto('/it/cerca?q=gelatto')
      await expect(page.getByText('Risultati per «gelato».')).toBeVisible()
      await expect(cards(page).first().getByText('Gelato', { exact: true })).toBeVisible()
    })

    test('nothing found: it says so, offers the closest word and the collections (en)', async ({ page }) => {
      await page.goto('/search')
      await searchFor(page, 'en', 'cantnia')
      const main = page.getByRole('main')
      await expect(main.getByText('Nothing matches “cantnia”.')).toBeVisible()
      await expect(main.getByText('Or browse a collection:')).toBeVisible()
      for (const name of ['Cake & pastry', 'Gelato & ice cream', 'Wine', 'Meat dry-ageing', 'Chocolate']) {
        await expect(main.getByRole('link', { name, exact: true })).toBeVisible()
      }
      await main.getByRole('link', { name: 'cantina', exact: true }).click()
      await expect(page).toHaveURL(/\?q=cantina$/)
      await expect(page.getByRole('searchbox', { name: 'Search the showcases' })).toHaveValue('cantina')
      await expect(cards(page).first().getByText('Wine', { exact: true })).toBeVisible()
    })
  })
}

// What a query finds and keeps is the server's and the router's: the width changes none of it. The phone's folded
// filters are checked in search-visitors.spec.ts and catalogue.spec.ts.
test('nothing found, in Italian: the collections are offered', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/it/cerca?q=xilofono')
  const main = page.getByRole('main')
  await expect(main.getByText('Nessun risultato per «xilofono».')).toBeVisible()
  await main.getByRole('link', { name: 'Frollatura carne', exact: true }).click()
  await expect(page).toHaveURL(/\/it\/vetrine-refrigerate\/carne$/)
})

test('a text query keeps its facets, counts and load more', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/search?q=vetrina+gelato')
  const results = page.getByRole('main').getByRole('heading', { name: /cabinets found/ })
  await expect(results).toHaveText('30 cabinets found')
  await expect(cards(page).first().getByText('Gelato & ice cream', { exact: true })).toBeVisible()
  await page.getByRole('checkbox', { name: /^Wine \d+$/ }).check()
  await expect(page).toHaveURL(/q=vetrina\+gelato&category=wine|category=wine&q=vetrina\+gelato/)
  await expect(results).toHaveText('6 cabinets found')
})

test(
  'words typed while the last results are on their way stay in the box; the back button restores the query',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/search?q=gelato')
    await untilInteractive(page)
    // Hold the results of the next query back until the visitor has typed on.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_serverFn\//, async (route) => {
      await held
      await route.continue()
    })
    const box = page.getByRole('searchbox', { name: 'Search the showcases' })
    await box.fill('wine')
    await box.press('Enter')
    await expect(page).toHaveURL(/\?q=wine$/)
    await box.fill('chocolate')
    release()
    await expect(cards(page).first().getByText('Wine', { exact: true })).toBeVisible()
    await expect(box).toHaveValue('chocolate')
    await box.press('Enter')
    await expect(cards(page).first().getByText('Chocolate', { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\?q=wine$/)
    await expect(box).toHaveValue('wine')
  },
)

test.describe('the overlay suggests as you type', () => {
  // Decided from the project's viewport, so the phone project opens no page only to skip them.
  test.skip(({ viewport }) => (viewport?.width ?? 1280) <= 1200, 'the overlay belongs to the desktop header; phones use the menu')
  const overlaySite = [
    { lang: 'en', home: '/', showcases: 'Showcases', box: 'Search the showcases', typed: 'gelat', collection: 'Gelato & ice cream' },
    { lang: 'it', home: '/it', showcases: 'Vetrine', box: 'Cerca tra le vetrine', typed: 'gelat', collection: 'Gelato' },
  ] as const

  for (const l of overlaySite) {
    test(`arrow keys choose, Enter opens the product, Escape closes the list (${l.lang})`, async ({ page }) => {
      await page.goto(l.home)
      await openDialogFrom(page.getByRole('link', { name: l.showcases, exact: true }))
      const overlay = page.getByRole('dialog', { name: l.showcases })
      const box = overlay.getByRole('combobox', { name: l.box })
      await box.pressSequentially(l.typed)
      const list = overlay.getByRole('listbox', { name: l.box })
      await expect(list).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const options = list.getByRole('option')
      await expect(options.first()).toHaveText(l.collection)
      const axe = await axeOf(page, ['wcag2a', 'wcag2aa', 'wcag22aa', 'best-practice']).include('dialog').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(overlay).toBeVisible()

      await page.keyboard.press('ArrowDown')
      await expect(list).toBeVisible()
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowDown')
      const product = options.nth(1)
      await expect(product).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute('aria-activedescendant', (await product.getAttribute('id'))!)
      const name = (await product.textContent())!.trim()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(overlay).toBeHidden({ timeout: 3000 })
    })
  }

  test('Enter with no suggestion chosen searches the typed words (en)', async ({ page }) => {
    await page.goto('/')
    await openDialogFrom(page.getByRole('link', { name: 'Showcases', exact: true }))
    const box = page.getByRole('dialog', { name: 'Showcases' }).getByRole('combobox', { name: 'Search the showcases' })
    await box.fill('wine cooler')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=wine(\+|%20)cooler$/)
    await expect(cards(page).first().getByText('Wine', { exact: true })).toBeVisible()
  })
})
