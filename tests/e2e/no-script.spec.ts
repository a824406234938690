import { expect, test } from '@playwright/test'

/**
 * Issue 40: with JavaScript off nothing looks like a button and does nothing. "Customize" is not offered (its
 * options are a plain list in the page), "Print" is not offered (the browser's own command prints the comparison
 * as it does with scripts), and no other control of the page is a disabled button. With scripts both work.
 */

const pages = {
  en: {
    product: '/product/aurora-90-cake-display',
    customize: 'Customize',
    options: 'Customize Aurora 90',
    optionNames: ['Main colour', 'Wheel cover', 'Handle'],
    compare: '/compare?products=aurora-90-cake-display,petra-100-cake-display',
    print: 'Print',
  },
  it: {
    product: '/it/prodotto/aurora-90-vetrina-dolci',
    customize: 'Personalizza',
    options: 'Personalizza Aurora 90',
    optionNames: ['Colore principale', 'Copriruote', 'Maniglia'],
    compare: '/it/confronta?products=aurora-90-vetrina-dolci,petra-100-vetrina-dolci',
    print: 'Stampa',
  },
} as const

for (const lang of ['en', 'it'] as const) {
  const p = pages[lang]

  test.describe(`JavaScript off (${lang})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the product page lists the customisation options, with no Customize button and no dead control', async ({ page }) => {
      await page.goto(p.product)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Aurora 90' })).toBeVisible()
      await expect(main.getByRole('button', { name: p.customize })).toHaveCount(0)
      const options = main.getByRole('region', { name: p.options })
      for (const name of p.optionNames) await expect(options.getByText(name, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { disabled: true })).toHaveCount(0)
    })

    test('the comparison offers no Print button, and no dead control', async ({ page }) => {
      await page.goto(p.compare)
      await expect(page.getByRole('table')).toBeVisible()
      await expect(page.getByRole('button', { name: p.print })).toHaveCount(0)
      await expect(page.getByRole('button', { disabled: true })).toHaveCount(0)
    })
  })

  test(`with JavaScript: Customize opens the options, Print is offered, and the list is not repeated (${lang})`, async ({ page }) => {
    await page.goto(p.product)
    const main = page.getByRole('main')
    await expect(main.getByRole('region', { name: p.options })).toHaveCount(0)
    await main.getByRole('button', { name: p.customize, exact: true }).click()
    await expect(page.getByRole('dialog', { name: p.options })).toBeVisible()
    await page.goto(p.compare)
    await expect(page.getByRole('button', { name: p.print })).toBeEnabled()
  })
}
