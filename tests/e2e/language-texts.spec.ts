/**
 * A page loads its own language's texts only (docs/decisions/0066, src/framework/localeMessages.ts): a language more
 * must not make every page's first load heavier. Read as a browser reads the home page, script by script.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { localeCodes, type Locale } from '#app-config'
import { publicPath } from '../../src/i18n/rewrite'

/** A text of the header, which every page shows: each language's words for it. */
const headerText = (locale: Locale): string =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>).nav_customer_stories!

test.describe('each language’s texts', { tag: '@one-width' }, () => {
  for (const locale of localeCodes) {
    test(`the home page in ${locale} loads its scripts with its own texts and no other language’s`, async ({ page }) => {
      const scripts: Array<Promise<string>> = []
      // A script that arrives once they are read (a chunk loaded later on) is not read: its body would be asked for
      // after the test has ended.
      let reading = true
      page.on('response', (response) => {
        if (reading && response.request().resourceType() === 'script') scripts.push(response.text())
      })
      await page.goto(publicPath('/', locale))
      await expect(
        page
          .getByRole('banner')
          .getByRole('link', { name: headerText(locale) })
          .first(),
      ).toBeAttached()
      await page.waitForLoadState('networkidle')
      reading = false
      const code = (await Promise.all(scripts)).join('\n')
      expect(code).toContain(JSON.stringify(headerText(locale)).slice(1, -1))
      for (const other of localeCodes.filter((l) => l !== locale)) {
        expect(code, `${other}'s words in the ${locale} page's scripts`).not.toContain(headerText(other))
      }
    })
  }
})
