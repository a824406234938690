import { mkdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'

/**
 * Screenshots of the main page types in both languages at both widths, for a reviewer (issues 6 and 40):
 * `npm run screenshots` takes them; `npm test` leaves them out, since they assert nothing a sweep does not.
 * That every page reads in one language, with no message key instead of its text, is checked in
 * pages.spec.ts.
 */

test.describe('screenshots for review', () => {
  const shots = [
    ['home', '/', '/it'],
    ['collection', '/showcases/cake', '/it/vetrine-refrigerate/dolci'],
    ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
    ['story', '/customer-stories/bellavista-milan', '/it/storie-dei-clienti/bellavista-milano'],
    ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
    ['stories', '/customer-stories', '/it/storie-dei-clienti'],
    ['search', '/search?q=gelato&cooling=Ventilated', '/it/cerca?cooling=Ventilata&q=gelato'],
    [
      'compare',
      '/compare?products=aurora-90-cake-display,neve-10-gelato-display,fondente-90-chocolate-display',
      '/it/confronta?products=aurora-90-vetrina-dolci,neve-10-vetrina-gelato,fondente-90-vetrina-cioccolato',
    ],
  ] as const

  for (const [name, enPath, itPath] of shots) {
    test(`${name}, both languages`, async ({ page }, testInfo) => {
      // Reveal animations are for people: the picture should show every section at once.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      mkdirSync('screenshots', { recursive: true })
      const width = page.viewportSize()?.width
      for (const [lang, path] of [
        ['en', enPath],
        ['it', itPath],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        // Lazy images load as they come into view: scroll through once, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 60))
          }
          window.scrollTo(0, 0)
        })
        const file = `screenshots/${name}-${lang}-${width}.png`
        await page.screenshot({ path: file, fullPage: true })
        await testInfo.attach(`${name}-${lang}-${width}`, { path: file, contentType: 'image/png' })
      }
    })
  }
})
