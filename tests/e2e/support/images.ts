import { expect, type Page } from '@playwright/test'

/**
 * Scrolls through the page as a visitor does (lazy images load on the way), waits until every
 * rendered image has finished, and returns the ones that did not decode: a broken file, a
 * malformed SVG, a refused or missing image. Images inside hidden parts (closed menus) are skipped.
 */
export async function undecodedImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.6))
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
    // A lazy image the pass went by before a later layout moved it (a hydration pass, the web font) has not been
    // asked for yet: bring each one still waiting into view, as a visitor's eyes would.
    for (const img of document.images) {
      if (img.getClientRects().length === 0 || img.complete) continue
      img.scrollIntoView({ block: 'center' })
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
  })
  // Polled rather than awaited in the page, so that a wait that runs out names the page and the images still loading.
  const loading = () =>
    page.evaluate(() =>
      [...document.images].filter((img) => img.getClientRects().length > 0 && !img.complete).map((img) => img.currentSrc || img.src),
    )
  await expect.poll(loading, { timeout: 60_000, message: `images still loading on ${page.url()}` }).toEqual([])
  return page.evaluate(async () => {
    const broken: string[] = []
    for (const img of document.images) {
      if (img.getClientRects().length === 0) continue
      const name = img.currentSrc || img.src
      if (!img.complete || img.naturalWidth === 0) {
        broken.push(name)
        continue
      }
      try {
        await img.decode()
      } catch {
        broken.push(name)
      }
    }
    return broken
  })
}

/** How many images the page shows (rendered ones), so a test knows it checked something. */
export const renderedImageCount = (page: Page) =>
  page.evaluate(() => [...document.images].filter((img) => img.getClientRects().length > 0).length)
