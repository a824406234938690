import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parseBlocks, type ParsedBlockNode } from '../../src/blocks/parse'
import { isLocale } from '../../src/i18n/locale'
import { pageSets } from './support/pages'

/**
 * Pages made of blocks from the embedded documents (issue 46, decision 0069): the server's HTML holds every block
 * (nothing waits for a script), and a page of its own is where its editor put it, in its layout, in every language.
 */
const documents = new URL('../../content/pages/', import.meta.url)

/** The words of every heading a document's blocks give (their `heading` and `title` attributes). */
function headingsOf(file: string): string[] {
  const markup = readFileSync(new URL(file, documents), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
  const words: string[] = []
  const visit = (node: ParsedBlockNode) => {
    for (const key of ['heading', 'title'] as const) {
      const value = node.attrs[key]
      if (typeof value === 'string') words.push(value.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&'))
    }
    node.inner.forEach(visit)
  }
  parseBlocks(markup).forEach(visit)
  return words
}

/** A page's public address from its document's name and language (the route table's pairs). */
const routeOf: Record<string, string> = {
  index: '/',
  about: '/about-us',
  sustainability: '/sustainability',
  'custom-made': '/custom-made',
  showcases: '/showcases',
  'showcases-custom-made': '/showcases-custom-made',
  'showcases-bakery': '/showcases/cake',
  'showcases-icecream': '/showcases/pastisserie',
  'showcases-wine': '/showcases/wine',
  'showcases-meat': '/showcases/meat',
  'showcases-chocolate': '/showcases/chocolate',
  hospitality: '/$slug',
}

test.describe('pages made of blocks', { tag: '@one-width' }, () => {
  test("the server's HTML holds every block of every page, in every language", async ({ request }) => {
    const missing: string[] = []
    for (const file of readdirSync(documents).filter((f) => f.endsWith('.html'))) {
      const [name = '', lang = ''] = file.split('.')
      const set = pageSets.find((p) => p.pattern === routeOf[name])
      if (!set || !isLocale(lang)) throw new Error(`${file}: no page or language of the site`)
      const path = set.urls[lang]
      const html = (await (await request.get(path)).text())
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
      for (const heading of headingsOf(file)) if (!html.includes(heading)) missing.push(`${path}: ${heading}`)
    }
    expect(missing).toEqual([])
  })

  test('a page of its own has the landing layout its editor chose, and its language switch leads to its translation', async ({ page }) => {
    await page.goto('/hospitality')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breakfast and dessert, served in view')
    // The landing layout: the logo and a contact link, no site navigation and no footer.
    await expect(page.getByRole('link', { name: 'Contact' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const italian = await page.locator('link[rel="alternate"][hreflang="it"]').getAttribute('href')
    expect(new URL(italian!).pathname).toBe('/it/ospitalita')
    await page.goto('/it/ospitalita')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Colazione e dessert, in bella vista')
    // Its row of products is the editor's pick, in the page's language.
    await expect(page.getByRole('heading', { level: 3, name: 'Calice 45' })).toBeVisible()
    const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute('href')
    expect(new URL(german!).pathname).toBe('/de/hotellerie-gastronomie')
    await page.goto('/de/hotellerie-gastronomie')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frühstück und Dessert, schön in Szene gesetzt')
    await expect(page.getByRole('heading', { level: 3, name: 'Calice 45' })).toBeVisible()
  })

  test('a call to action opens the lead form it names, in a dialog', async ({ page }) => {
    await page.goto('/it/ospitalita')
    const quote = page.getByRole('link', { name: 'Richiedi un preventivo' })
    await expect(quote).toHaveAttribute('aria-haspopup', 'dialog')
    await quote.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
