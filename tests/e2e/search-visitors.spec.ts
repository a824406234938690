import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 40, the search as demanding visitors try it: a filtered search keeps its results across the language
 * switch (both ways, with and without JavaScript, old links in the other language's words too); a value no cabinet
 * has is a filter to remove; a phone shows results in its first screen, the filters folded behind a control that
 * counts them; capacities are grouped by unit in the page's language; the stories and articles of a query, or a
 * line that says there are none and a few to read.
 */

const site = {
  en: {
    path: '/search',
    found: (n: number | string) => `${n} cabinets found`,
    language: 'English',
    menu: 'Open the menu',
    filters: 'Filters',
    cooling: 'Cooling system',
    ventilated: 'Ventilated',
    capacity: 'Capacity',
    remove: 'Remove',
  },
  it: {
    path: '/it/cerca',
    found: (n: number | string) => `${n} vetrine trovate`,
    language: 'Italiano',
    menu: 'Apri il menu',
    filters: 'Filtri',
    cooling: 'Sistema di refrigerazione',
    ventilated: 'Ventilata',
    capacity: 'Capienza',
    remove: 'Togli',
  },
} as const
type Lang = keyof typeof site

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1200
const results = (page: Page, lang: Lang) =>
  page.getByRole('main').getByRole('heading', { name: lang === 'en' ? /cabinets found$/ : /vetrine trovate$/ })
const activeFilters = (page: Page, lang: Lang) => page.getByRole('list', { name: lang === 'en' ? 'Active filters' : 'Filtri attivi' })

/** The header's language link (in the menu on a phone), as a visitor uses it. */
async function switchTo(page: Page, to: Lang) {
  const header = page.getByRole('banner')
  const menu = header.getByRole('button', { name: site[to === 'en' ? 'it' : 'en'].menu })
  if (await menu.isVisible()) await menu.click()
  await header.getByRole('link', { name: site[to].language }).filter({ visible: true }).click()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language switch keeps a filtered search (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled })

    // The phone starts in Italian, the desktop in English: both languages are seen at both widths.
    test('there and back, the same cabinets and the filter ticked in each language', async ({ page }) => {
      const [first, second]: [Lang, Lang] = isPhone(page) ? ['it', 'en'] : ['en', 'it']
      await page.goto(`${site[first].path}?q=gelato&cooling=${site[first].ventilated}`)
      const found = (await results(page, first).textContent())!.match(/\d+/)![0]
      expect(Number(found)).toBeGreaterThan(0)
      await expect(
        activeFilters(page, first).getByRole('link', { name: `${site[first].cooling}: ${site[first].ventilated}` }),
      ).toBeVisible()

      await switchTo(page, second)
      await expect(page).toHaveURL(`${site[second].path}?cooling=${site[second].ventilated}&q=gelato`)
      await expect(results(page, second)).toHaveText(site[second].found(found))
      await expect(
        activeFilters(page, second).getByRole('link', { name: `${site[second].cooling}: ${site[second].ventilated}` }),
      ).toBeVisible()

      await switchTo(page, first)
      await expect(page).toHaveURL(`${site[first].path}?cooling=${site[first].ventilated}&q=gelato`)
      await expect(results(page, first)).toHaveText(site[first].found(found))
    })
  })
}

test.describe('links in the words of another language, or of none', { tag: '@one-width' }, () => {
  for (const lang of ['en', 'it'] as const) {
    const other: Lang = lang === 'en' ? 'it' : 'en'
    test(`a link with the other language's filter words finds the same cabinets (${lang})`, async ({ page }) => {
      await page.goto(`${site[other].path}?q=gelato&cooling=${site[other].ventilated}`)
      const found = (await results(page, other).textContent())!.match(/\d+/)![0]
      await page.goto(`${site[lang].path}?cooling=${site[other].ventilated}&q=gelato`)
      await expect(page).toHaveURL(`${site[lang].path}?cooling=${site[lang].ventilated}&q=gelato`)
      await expect(results(page, lang)).toHaveText(site[lang].found(found))
    })
  }

  test('a value no cabinet has shows as a filter to remove, never a silent empty result (en)', async ({ page }) => {
    await page.goto('/search?q=gelato&cooling=Frozen')
    await expect(results(page, 'en')).toHaveText('0 cabinets found')
    await expect(page.getByText('A filter in this link matches none of our cabinets: remove it to see the results.')).toBeVisible()
    await activeFilters(page, 'en').getByRole('link', { name: 'Remove Cooling system: Frozen (not in our range)' }).click()
    await expect(page).toHaveURL('/search?q=gelato')
    await expect(results(page, 'en')).not.toHaveText('0 cabinets found')
  })

  test('the same in Italian, where the words of no language stay as they were typed', async ({ page }) => {
    await page.goto('/it/cerca?cooling=Surgelata')
    await expect(results(page, 'it')).toHaveText('0 vetrine trovate')
    await expect(page.getByText('Un filtro di questo link non corrisponde a nessuna delle nostre vetrine')).toBeVisible()
    await activeFilters(page, 'it')
      .getByRole('link', { name: /^Togli Sistema di refrigerazione: Surgelata/ })
      .click()
    await expect(page).toHaveURL('/it/cerca')
    await expect(results(page, 'it')).toHaveText('30 vetrine trovate')
  })

  test('hreflang links name the same search in each language', async ({ request, baseURL }) => {
    const html = await (await request.get('/it/cerca?q=gelato&cooling=Ventilata')).text()
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseURL}/search?cooling=Ventilated&amp;q=gelato"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="it" href="${baseURL}/it/cerca?cooling=Ventilata&amp;q=gelato"/>`)
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/it/cerca"/>`)
  })
})

for (const lang of ['en', 'it'] as const) {
  test.describe(`the search's first screen and its filters (${lang})`, () => {
    const l = site[lang]

    test('results come first; the filters are folded on a phone behind a control that counts them', async ({ page }) => {
      await page.goto(`${l.path}?q=gelato`)
      const firstCard = page.getByRole('main').getByRole('article').first()
      const toggle = page.getByText(l.filters, { exact: true })
      const box = await firstCard.boundingBox()
      expect(box!.y, 'the first result starts in the first screen').toBeLessThan(page.viewportSize()!.height - 100)
      const wine = page.getByRole('checkbox', { name: new RegExp(`^(Wine|Vino) \\d+$`) })
      if (isPhone(page)) {
        await expect(wine).toBeHidden()
        await toggle.click()
        await expect(wine).toBeVisible()
        await wine.check()
        await expect(page).toHaveURL(/category=wine/)
        await expect(page.getByText(lang === 'en' ? 'Filters · 1 active' : 'Filtri · 1 attivo', { exact: true })).toBeVisible()
      } else {
        await expect(toggle).toBeHidden()
        await expect(wine).toBeVisible()
      }
    })

    // The groups and their words are the page's in any layout; the phone's folded filters are the test above.
    test('capacities are grouped by unit, in the page language', { tag: '@one-width' }, async ({ page }) => {
      await page.goto(l.path)
      const capacity = page.getByRole('group', { name: l.capacity, exact: true })
      const groups =
        lang === 'en'
          ? {
              Shelves: '3 shelves',
              'Gelato tubs': '10 tubs (5 l)',
              Wells: '8 wells',
              Bottles: '120 bottles',
              'Load in kilograms': '100 kg',
            }
          : {
              Ripiani: '3 ripiani',
              'Vaschette gelato': '10 vaschette (5 l)',
              Pozzetti: '8 pozzetti',
              Bottiglie: '120 bottiglie',
              'Carico in chilogrammi': '100 kg',
            }
      for (const [group, value] of Object.entries(groups)) {
        await expect(
          capacity
            .getByRole('group', { name: group, exact: true })
            .getByRole('checkbox', { name: new RegExp(`^${value.replace(/[()]/g, '\\$&')} \\d+$`) }),
        ).toBeVisible()
      }
      if (lang === 'en') await expect(capacity).not.toContainText('pozzetti')
    })
  })
}

test.describe('stories and articles of a search', { tag: '@one-width' }, () => {
  test('"gelato" lists the gelato article and the gelateria story (en)', async ({ page }) => {
    await page.goto('/search?q=gelato')
    const posts = page.getByRole('region', { name: 'Stories and articles about “gelato”' })
    await expect(posts.getByRole('link', { name: /Gelato at -14 °C/ })).toBeVisible()
    await posts.getByRole('link', { name: /Gelateria del Porto/ }).click()
    await expect(page).toHaveURL(/\/customer-stories\/gelateria-del-porto-genoa$/)
  })

  test('a query no post is about says so and offers some (it)', async ({ page }) => {
    await page.goto('/it/cerca?q=xilofono')
    const posts = page.getByRole('region', { name: 'Storie dei clienti e articoli' })
    await expect(posts).toContainText('Nessuna storia o articolo parla ancora di «xilofono». Potrebbero interessarti questi:')
    await expect(posts.getByRole('link')).toHaveCount(3)
    await posts.getByRole('link').last().click()
    await expect(page).toHaveURL(/\/it\/centro-inspirazione\/[a-z0-9-]+$/)
  })
})
