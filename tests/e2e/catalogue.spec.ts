import { expect, test, type Page } from '@playwright/test'
import { unfoldFilters } from './support/visitor'

const labels = {
  en: {
    collections: ['Cake & pastry', 'Gelato & ice cream', 'Wine', 'Meat dry-ageing', 'Chocolate'],
    specs: [
      'Overall dimensions (W × D × H)',
      'Temperature',
      'Cooling system',
      'Door',
      'Internal dimensions',
      'Temperature range',
      'Power',
      'Noise level',
      'Energy consumption',
    ],
    transport: ['Height', 'Length', 'Width', 'Weight'],
    sections: ['Standard colours', 'General features', 'Technical specs', 'Transport data'],
    datasheet: 'Download the spec sheet',
    customize: 'Customize',
    customizeOptions: ['Main colour', 'Wheel cover', 'Handle'],
    quote: 'Request a quote',
  },
  it: {
    collections: ['Dolci e pasticceria', 'Gelato', 'Vino', 'Frollatura carne', 'Cioccolato'],
    specs: [
      "Dimensioni d'ingombro (L × P × H)",
      'Temperatura',
      'Sistema di refrigerazione',
      'Porta',
      'Dimensioni interne',
      'Intervallo di temperatura',
      'Potenza',
      'Rumorosità',
      'Consumo energetico',
    ],
    transport: ['Altezza', 'Lunghezza', 'Larghezza', 'Peso'],
    sections: ['Colori standard', 'Caratteristiche generali', 'Specifiche tecniche', 'Dati di trasporto'],
    datasheet: 'Scarica la scheda tecnica',
    customize: 'Personalizza',
    customizeOptions: ['Colore principale', 'Copriruote', 'Maniglia'],
    quote: 'Richiedi un preventivo',
  },
} as const

const cards = (page: Page) => page.getByRole('main').getByRole('article')

test.describe('collections', () => {
  for (const [lang, path] of [
    ['en', '/showcases'],
    ['it', '/it/vetrine-refrigerate'],
  ] as const) {
    test(`the showcases overview links the five collections (${lang})`, async ({ page }) => {
      await page.goto(path)
      for (const name of labels[lang].collections) {
        await expect(page.getByRole('main').getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
      }
      await page.getByRole('main').getByRole('link', { name: labels[lang].collections[2], exact: true }).click()
      await expect(page).toHaveURL(lang === 'en' ? /\/showcases\/wine$/ : /\/it\/vetrine-refrigerate\/vino$/)
      await expect(cards(page).first()).toBeVisible()
      expect(await cards(page).count()).toBeGreaterThanOrEqual(5)
    })
  }

  test('cards show the collection colour behind a 410 px image area', async ({ page }) => {
    await page.goto('/showcases/pastisserie')
    const imageArea = cards(page).first().locator('div').first()
    const box = await imageArea.boundingBox()
    expect(box?.height).toBe(410)
    const colour = await imageArea.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(colour).toBe('rgb(220, 235, 227)')
  })
})

test.describe('product page', () => {
  for (const lang of ['en', 'it'] as const) {
    test(`shows every label and the customize dialog (${lang})`, async ({ page }) => {
      await page.goto(lang === 'en' ? '/showcases/cake' : '/it/vetrine-refrigerate/dolci')
      const first = cards(page).first().getByRole('heading').getByRole('link')
      const name = (await first.textContent())!.trim()
      await first.click()
      await expect(page).toHaveURL(lang === 'en' ? /\/product\/[a-z0-9-]+$/ : /\/it\/prodotto\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(name))
      const main = page.getByRole('main')
      for (const section of labels[lang].sections) await expect(main.getByRole('heading', { name: section, exact: true })).toBeVisible()
      for (const term of [...labels[lang].specs, ...labels[lang].transport]) {
        await expect(main.locator('dt').getByText(term, { exact: true })).toBeVisible()
      }
      const datasheet = main.getByRole('link', { name: new RegExp(labels[lang].datasheet) })
      const href = await datasheet.getAttribute('href')
      const pdf = await page.request.get(href!)
      expect(pdf.status()).toBe(200)
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
      await expect(main.getByRole('link', { name: labels[lang].quote })).toBeVisible()

      const opener = main.getByRole('button', { name: labels[lang].customize, exact: true })
      await opener.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      for (const option of labels[lang].customizeOptions) await expect(dialog.getByText(option, { exact: true })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })
  }

  test('the language switch goes to the same product with its Italian slug', async ({ page }) => {
    await page.goto('/product/aurora-90-cake-display')
    const header = page.getByRole('banner')
    const menuButton = header.getByRole('button', { name: 'Open the menu' })
    if (await menuButton.isVisible()) await menuButton.click()
    await header.getByRole('link', { name: 'Italiano' }).filter({ visible: true }).click()
    await expect(page).toHaveURL(/\/it\/prodotto\/aurora-90-vetrina-dolci$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora 90' })).toBeVisible()
  })
})

test.describe('search', () => {
  test('a filter ticked before the page is interactive is applied once it is', async ({ page }) => {
    // Hold the scripts back until the box is ticked: a visitor on a slow link acts on the HTML first.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/search')
    await unfoldFilters(page)
    await page.getByRole('checkbox', { name: /^Wine \d+$/ }).check()
    release()
    await expect(page).toHaveURL(/\?category=wine$/)
    await expect(page.getByRole('main').getByRole('heading', { name: /cabinets found/ })).toHaveText('6 cabinets found')
    await expect(page.getByRole('checkbox', { name: /^Wine \d+$/ })).toBeChecked()
  })

  test('filters live in the URL, with counts, back button and load more', async ({ page }) => {
    await page.goto('/search')
    const results = page.getByRole('main').getByRole('heading', { name: /cabinets found/ })
    await expect(results).toHaveText('30 cabinets found')
    await expect(cards(page)).toHaveCount(12)

    await unfoldFilters(page)
    const wine = page.getByRole('checkbox', { name: /^Wine \d+$/ })
    await wine.check()
    await expect(page).toHaveURL(/\?category=wine$/)
    await expect(results).toHaveText('6 cabinets found')
    await expect(cards(page)).toHaveCount(6)

    await page.goBack()
    await expect(page).toHaveURL(/\/search$/)
    await expect(results).toHaveText('30 cabinets found')

    await page.getByRole('link', { name: 'Load more' }).click()
    await expect(cards(page)).toHaveCount(24)
    await expect(page).toHaveURL(/show=24/)

    await page.getByLabel('Search the showcases').fill('gelato')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/q=gelato/)
    expect(await cards(page).count()).toBeGreaterThan(0)
  })

  // What the server draws from the address; the phone's folded filters are tested with a tick above.
  test('a shared filtered URL arrives filtered, in Italian too', { tag: '@one-width' }, async ({ page }) => {
    await page.goto('/it/cerca?category=meat&category=chocolate')
    await expect(page.getByRole('main').getByRole('heading', { name: /vetrine trovate/ })).toHaveText('12 vetrine trovate')
    await unfoldFilters(page)
    await expect(page.getByRole('checkbox', { name: /^Frollatura carne \d+$/ })).toBeChecked()
  })

  test('works with JavaScript off: a GET form and links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/search?category=bakery&show=bad')
    await expect(page.getByRole('main').getByRole('heading', { name: /cabinets found/ })).toHaveText('6 cabinets found')
    await unfoldFilters(page)
    await page.getByRole('checkbox', { name: /^Wine \d+$/ }).check()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/category=bakery&category=wine/)
    await expect(page.getByRole('main').getByRole('heading', { name: /cabinets found/ })).toHaveText('12 cabinets found')
    await context.close()
  })
})

// The link's target and the form it reaches are the HTML's, the same at any width.
test.describe('before the scripts arrive', { tag: '@one-width' }, () => {
  const cases = [
    {
      path: '/product/aurora-90-cake-display',
      link: 'Request a quote',
      contact: '/contact',
      heading: 'Request a quote for Aurora 90',
      submit: 'Request the quote',
    },
    {
      path: '/it/prodotto/aurora-90-vetrina-dolci',
      link: 'Richiedi un preventivo',
      contact: '/it/contatta',
      heading: 'Richiedi un preventivo per Aurora 90',
      submit: 'Richiedi il preventivo',
    },
  ]
  for (const c of cases) {
    test(`"${c.link}" is a plain link to the quote form on the contact page`, async ({ page }) => {
      // A visitor who clicks before the scripts have loaded (or whose scripts never load) still reaches the form.
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort())
      await page.goto(c.path)
      const link = page.getByRole('link', { name: c.link })
      await expect(link).not.toHaveAttribute('aria-haspopup', /./)
      await link.click()
      await expect(page).toHaveURL((url) => url.pathname === c.contact && url.searchParams.get('product') === 'Aurora 90')
      await expect(page.getByRole('heading', { level: 2, name: c.heading })).toBeVisible()
      const form = page.getByRole('region', { name: c.heading })
      await expect(form.getByRole('button', { name: c.submit })).toBeVisible()
      await expect(form.locator('input[name="product"]')).toHaveValue('Aurora 90')
    })
  }
})
