import { mkdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { landingPages, pagePairs } from './support/pages'

/**
 * Content in both languages (issue 6): no English on Italian pages and no Italian on English ones,
 * no message key shown instead of its text, and screenshots for a reviewer at both widths.
 */

const pages = pagePairs

/**
 * The telling part of each message that differs between the languages: its longest run of text
 * between placeholders, when that is long enough (three words or more) to belong to one language.
 */
function phrases(own: Record<string, string>, other: Record<string, string>): string[] {
  const out = new Set<string>()
  for (const [key, value] of Object.entries(own)) {
    if (key.startsWith('$') || value === other[key]) continue
    const longest = value
      .split(/\{[^}]*\}/)
      .sort((a, b) => b.length - a.length)[0]!
      .trim()
    if (longest.split(/\s+/).length >= 3 && longest.length >= 15) out.add(longest)
  }
  return [...out]
}
const read = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>
const messages = { en: read('en'), it: read('it') }
const wrongLanguage = { it: phrases(messages.en, messages.it), en: phrases(messages.it, messages.en) }

test.describe('every page reads in one language', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the text is the same at both widths'))

  for (const page_ of pages) {
    test(`${page_.en} and ${page_.it}`, async ({ page }) => {
      // A hydration mismatch (server and browser rendering different text) is a page error.
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      for (const lang of ['en', 'it'] as const) {
        const response = await page.goto(page_[lang])
        expect(response?.status(), page_[lang]).toBe(200)
        // The footer appears 500 ms after hydration: wait for it, so the whole frame is checked.
        // Landing pages (catalogue, custom showcases) have no footer.
        if (!landingPages.has(page_.en)) await expect(page.getByRole('contentinfo')).toBeVisible()
        const text = await page.locator('body').innerText()
        const strays = wrongLanguage[lang].filter((phrase) => text.includes(phrase))
        expect(strays, `${page_[lang]} shows text of the other language`).toEqual([])
        // A missing message would show its key (snake_case words) instead of text.
        expect(text.match(/\b[a-z]+(?:_[a-z0-9]+){2,}\b/g) ?? [], `${page_[lang]} shows a message key`).toEqual([])
        const title = await page.title()
        expect(title.length, `${page_[lang]} title`).toBeGreaterThan(5)
        const description = await page.locator('meta[name="description"]').getAttribute('content')
        expect(description?.length ?? 0, `${page_[lang]} description`).toBeGreaterThan(40)
        await page.waitForLoadState('networkidle')
        expect(errors, `${page_[lang]} logged errors`).toEqual([])
      }
    })
  }
})

test.describe('screenshots for review', () => {
  const shots = [
    ['home', '/', '/it'],
    ['collection', '/showcases/cake', '/it/vetrine-refrigerate/dolci'],
    ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
    ['story', '/customer-stories/bellavista-milan', '/it/storie-dei-clienti/bellavista-milano'],
    ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
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
