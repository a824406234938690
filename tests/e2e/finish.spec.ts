import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 40, a premium finish, at both widths and in both languages: no headline leaves one word alone on its last
 * line ("make", "crei", "2003", "hub"); the home page's collection tiles show their copy and artwork whole; a story
 * never sits beside half a page left empty; the mobile menu has no browser marker. (The footer: chrome.spec.ts.)
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1200

/** The headlines of the page whose last line holds a single word, with that word. */
function lonelyLastWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(':is(main, footer) :is(h1, h2, h3, .eyebrow)')) {
      const box = el.getBoundingClientRect()
      // Hidden ones (a folded section, a screen reader's text) have no lines to judge.
      if (box.width < 2 || box.height < 2 || el.closest('[hidden], .sr-only')) continue
      const words: { word: string; top: number; height: number }[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const rect = range.getClientRects()[0]
          if (rect && rect.width > 0) words.push({ word: match[0], top: rect.top, height: rect.height })
        }
      }
      const lines: string[][] = []
      let lineTop = -Infinity
      for (const { word, top, height } of words.sort((a, b) => a.top - b.top)) {
        if (top > lineTop + height / 2) {
          lines.push([])
          lineTop = top
        }
        lines.at(-1)!.push(word)
      }
      // One word alone after a line that could have given it company ("Refrigerated / showcases" is as even as two words get).
      if (lines.length > 1 && lines.at(-1)!.length === 1 && lines.at(-2)!.length > 1)
        found.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim()}": "${lines.at(-1)![0]}"`)
    }
    return found
  })
}

const pages = {
  en: [
    '/',
    '/about-us',
    '/sustainability',
    '/custom-made',
    '/showcases',
    '/customer-stories',
    '/inspiration-hub',
    '/customer-stories/bellavista-milan',
  ],
  it: [
    '/it',
    '/it/chi-siamo',
    '/it/sostenibilita',
    '/it/custom-made',
    '/it/vetrine-refrigerate',
    '/it/storie-dei-clienti',
    '/it/centro-inspirazione',
    '/it/storie-dei-clienti/bellavista-milano',
  ],
}

for (const lang of ['en', 'it'] as const) {
  test(`headlines break evenly, never one word alone on the last line (${lang})`, async ({ page }) => {
    test.slow()
    const lonely: string[] = []
    for (const path of pages[lang]) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      lonely.push(...(await lonelyLastWords(page)).map((line) => `${path}: ${line}`))
    }
    expect(lonely).toEqual([])
  })

  test(`the home page's collection tiles show their copy and artwork whole; its story fills its row (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/' : '/it')
    const tiles = page
      .getByRole('region', {
        name: lang === 'en' ? 'Five collections, one standard of cold' : 'Cinque collezioni, un solo modo di fare il freddo',
      })
      .getByRole('listitem')
    await expect(tiles).toHaveCount(5)
    const cut = await tiles.evaluateAll((items) =>
      items.flatMap((item) => {
        const problems: string[] = []
        const text = item.querySelector('p')!
        if (text.scrollHeight > text.clientHeight + 1 || getComputedStyle(text).webkitLineClamp !== 'none') problems.push('copy cut')
        const img = item.querySelector('img')!
        const box = img.getBoundingClientRect()
        // The artwork's own proportions (1600 x 900), or the whole of it fitted in: nothing cropped.
        const fits = getComputedStyle(img).objectFit === 'contain' || Math.abs(box.width / box.height - 1600 / 900) < 0.02
        if (!fits) problems.push('artwork cropped')
        return problems.map((p) => `${item.textContent!.slice(0, 20)}: ${p}`)
      }),
    )
    expect(cut).toEqual([])

    const story = page.getByRole('region', {
      name: lang === 'en' ? 'A counter that changed a shop' : 'Un banco che ha cambiato un negozio',
    })
    const [section, card] = await Promise.all([story.boundingBox(), story.getByRole('article').boundingBox()])
    expect(card!.width, 'the story card takes its row').toBeGreaterThan(section!.width * 0.9 - 80)
  })

  test(`a list of stories leaves no half row empty (${lang})`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/customer-stories' : '/it/storie-dei-clienti')
    const rows = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((items) => {
        const grid = items[0]!.parentElement!.getBoundingClientRect()
        const byTop = new Map<number, number>()
        for (const item of items) {
          const box = item.getBoundingClientRect()
          byTop.set(Math.round(box.top), Math.max(byTop.get(Math.round(box.top)) ?? 0, box.right))
        }
        return [...byTop.values()].map((right) => grid.right - right)
      })
    for (const gap of rows) expect(gap, 'empty space at the end of a row').toBeLessThan(2)
  })
}

test('the mobile menu has no browser marker before its showcases', async ({ page }) => {
  test.skip(!isPhone(page), 'the phone menu')
  await page.goto('/it')
  await page.getByRole('button', { name: 'Apri il menu' }).click()
  const menu = page.locator('#mobile-menu')
  const summary = menu.locator('summary')
  await expect(summary).toHaveText('Vetrine')
  expect(await summary.evaluate((el) => getComputedStyle(el).display)).not.toBe('list-item')
  await summary.click()
  await expect(menu.getByRole('link', { name: 'Tutte le vetrine' })).toBeVisible()
})
