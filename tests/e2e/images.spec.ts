import { expect, test } from '@playwright/test'
import { startFakeStore } from './support/fake-store.mjs'
import { undecodedImages } from './support/images'
import { languageAtThisWidth, notFoundSet, pageSets } from './support/pages'
import { startSite, type RunningSite } from './support/site'
import { asReturningVisitor } from './support/visitor'

/**
 * No broken image, ever, with a store whose photos are full-size JPEGs served through the image
 * service: every page type, in the languages taken in turn at the phone and desktop widths of the two projects
 * (one language per width: languageAtThisWidth), scrolled through. The embedded catalogue's drawings,
 * and the pages without a store photo, are checked in pages.spec.ts.
 */
const pages = [...pageSets, notFoundSet]

test.describe('with a store and its photos', () => {
  // In order in one worker per project: one store and one site (and its image cache) for all of them.
  test.describe.configure({ mode: 'default' })
  const KEY = 'ck_images_1a2b3c'
  const SECRET = 'cs_images_4d5e6f7a8b9c'
  let store: Awaited<ReturnType<typeof startFakeStore>>
  let site: RunningSite

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    store = await startFakeStore({ key: KEY, secret: SECRET })
    await store.preparePhotos()
    site = await startSite({ WOOCOMMERCE_URL: store.url, WOOCOMMERCE_CONSUMER_KEY: KEY, WOOCOMMERCE_CONSUMER_SECRET: SECRET })
  })
  test.afterAll(async () => {
    await site?.stop()
    await store?.close()
  })
  test.beforeEach(async ({ page }) => {
    // The first view of a photo waits for the fake store to draw it and the service to encode it.
    test.setTimeout(120_000)
    await asReturningVisitor(page)
  })

  // One visitor goes through every page that shows a store photo, in one language per width (a page
  // without one shows what it shows without a store: pages.spec.ts checks that). One test rather than
  // one per page: most pages have no store photo, and a test each would open a browser page to skip.
  test('every image decodes on every page with a store photo', async ({ page }, testInfo) => {
    test.setTimeout(240_000)
    const visited: string[] = []
    for (const [index, { urls }] of pages.entries()) {
      const url = urls[languageAtThisWidth(index, testInfo.project.name)]
      const html = await (await fetch(`${site.url}${url}`)).text()
      if (!html.includes('/api/images/')) continue
      await page.goto(`${site.url}${url}`)
      expect.soft(await undecodedImages(page), url).toEqual([])
      visited.push(url)
    }
    // The home page, search, the five collections, a product, a story and an article show store photos.
    expect(visited.length, visited.join(' ')).toBeGreaterThanOrEqual(10)
  })

  test('a collection shows the store photos through the image service', async ({ page }) => {
    const fromStore: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(store.url)) fromStore.push(request.url())
    })
    await page.goto(`${site.url}/showcases/wine`)
    expect(await undecodedImages(page)).toEqual([])
    const photos = await page.evaluate(() => [...document.querySelectorAll('main img')].map((img) => (img as HTMLImageElement).currentSrc))
    expect(photos.length).toBeGreaterThanOrEqual(5)
    // Each in the best format the browser takes (its <picture> offers AVIF first; Chromium takes it).
    for (const src of photos) expect(src).toMatch(/\/api\/images\/[0-9a-f]{16}\/\d+\.avif$/)
    expect(fromStore).toEqual([])
  })
})
