import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { messageKeys, wrongLanguage } from './support/language'
import { renderedImageCount, undecodedImages } from './support/images'
import { axeAtThisWidth, landingPages, languageAtThisWidth, notFoundSet, pageSets } from './support/pages'
import { untilInteractive } from './support/visitor'

/**
 * Every page of the route table, in the languages taken in turn at the desktop and phone widths of the two
 * projects (one language per width: languageAtThisWidth), visited once and checked for everything a visitor would notice on any page:
 * - it answers 200 in its language (`lang`, a title and a description, a visible heading) at its
 *   own address;
 * - it reads in one language: no text of another one, no message key instead of text (issue 6);
 * - every image decodes, scrolled through as a visitor does (issue 12: no broken image, ever);
 * - nothing is logged as an error (a hydration mismatch is one);
 * - axe finds no WCAG 2.2 AA violation, checked at one of the two widths per page (axeAtThisWidth;
 *   a11y.spec.ts checks the states a sweep does not reach).
 * Pages with a store's photos are checked in images.spec.ts.
 */
const pages = [...pageSets, notFoundSet]

// Scroll reveal stays off with reduced motion, so axe sees every item in its final state.
test.use({ reducedMotion: 'reduce' })

pages.forEach(({ pattern, urls }, index) => {
  test(`${pattern}: answers in its language, reads in it, every image decodes, axe finds nothing`, async ({ page }, testInfo) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      // The not-found page's own 404 is the one expected error of the console.
      if (message.type() === 'error' && !(pattern === 'not found' && /404/.test(message.text()))) errors.push(message.text())
    })
    const lang = languageAtThisWidth(index, testInfo.project.name)
    const url = urls[lang]
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(pattern === 'not found' ? 404 : 200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(url)
    expect((await page.title()).length, `${url} title`).toBeGreaterThan(5)
    if (pattern !== 'not found') {
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length ?? 0, `${url} description`).toBeGreaterThan(40)
    }
    // The footer appears 500 ms after hydration: wait for it, so the whole frame is checked.
    // Landing pages (catalogue, custom showcases) have no footer: there, the network falls quiet.
    if (landingPages.has(pattern)) await page.waitForLoadState('networkidle')
    else await expect(page.getByRole('contentinfo')).toBeVisible()
    const text = await page.locator('body').innerText()
    expect(
      wrongLanguage[lang].filter((phrase) => text.includes(phrase)),
      `${url} shows text of another language`,
    ).toEqual([])
    expect(messageKeys(text), `${url} shows a message key`).toEqual([])
    expect(await undecodedImages(page), url).toEqual([])
    expect(errors, `${url} logged errors`).toEqual([])
    if (axeAtThisWidth(index, testInfo.project.name)) expect(await axeViolations(page), `${url} accessibility`).toEqual([])
  })
})

// The three below check the image check itself and the HTML's order of requests, which the width does not change.
test('the home page shows its drawings (the image check sees images)', { tag: '@one-width' }, async ({ page }) => {
  await page.goto('/')
  await undecodedImages(page)
  expect(await renderedImageCount(page)).toBeGreaterThanOrEqual(5)
})

test(
  'scripts are asked for after the first paint, not with the HTML (docs/decisions/0012)',
  { tag: '@one-width' },
  async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    // Start's own tags are gone: if an upgrade changes their shape, the transform stops matching and this fails.
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script[^>]*\bsrc="\/assets\//)
    await page.goto('/')
    await untilInteractive(page)
    // Without the change the preload scanner asks for them while the HTML is parsed, long before this.
    const timing = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventEnd as number,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }))
    expect(timing.parsed).toBeGreaterThan(0)
    expect(timing.scripts.length).toBeGreaterThan(0)
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.parsed)
  },
)

test(
  "a story's and an article's first view asks for their own cover first, and for no other drawing",
  { tag: '@one-width' },
  async ({ request }) => {
    for (const path of ['/customer-stories/bellavista-milan', '/it/centro-inspirazione/cioccolato-e-umidita']) {
      const html = await (await request.get(path)).text()
      const cover = /<img[^>]*\bsrc="([^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1]
      expect(cover, path).toMatch(/^\/images\/(stories|articles)\//)
      // React preloads every image that is not lazy in the page's head: the "more" section's covers, at the foot of
      // the page, were eager and shared the slow network with the cover, the page's largest paint.
      const preloadedImages = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1])
      expect(preloadedImages, path).toEqual([cover])
      expect(html, path).toMatch(/id="post-more"/)
    }
  },
)
