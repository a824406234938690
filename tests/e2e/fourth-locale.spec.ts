import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { tradeWords } from '../../src/catalogue/searchVocabulary'
import { pagePaths } from '../../src/i18n/routes'
import { addEntry, addTheRest, copyProject, mirror, mirrorPath, MIRROR } from '../fixtures/fourth-locale/mirror.mjs'
import { launchSite, type LaunchedSite } from '../../scripts/lib/launch.mjs'

/**
 * A language is one entry (docs/decisions/0066): a copy of the site gets a made-up fourth language, right to left,
 * from a fixture (tests/fixtures/fourth-locale/mirror.mjs) as a developer would add one. The type check names the
 * places it still needs, and only those; with them the copy builds, and the new language's pages, its place in the
 * language switch and in the sitemap work, its layout mirrored, and what it has no text of is shown in English.
 */
test.describe('a made-up fourth language, added from a fixture', { tag: '@one-width' }, () => {
  test.describe.configure({ mode: 'serial' })
  let root: string
  let site: LaunchedSite
  /** What the type check printed, after the entry alone and after the rest. */
  let first: string
  let after: string

  const typeCheck = () => {
    try {
      return execFileSync('npm', ['run', '--silent', 'typecheck', '--', '--pretty', 'false'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      })
    } catch (error) {
      const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string }
      return `${stdout ?? ''}${stderr ?? ''}` || message
    }
  }
  /** The source files (not tests) the type check finds errors in. */
  const namedIn = (output: string) => {
    const files = [...output.matchAll(/^(src\/[^(]+)\(\d+,\d+\): error/gm)].map((m) => m[1]!)
    return [...new Set(files.filter((file) => !/\.(test|bench|fixture)\.tsx?$/.test(file)))].sort()
  }

  test.beforeAll(async () => {
    // Two type checks and a build of a whole copy of the site.
    test.setTimeout(600_000)
    root = mkdtempSync(join(tmpdir(), 'lumera-fourth-locale-'))
    copyProject(process.cwd(), root)
    addEntry(root)
    first = typeCheck()
    addTheRest(root, pagePaths, tradeWords.en)
    after = typeCheck()
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' })
    site = await launchSite({ entry: join(root, '.output/server/index.mjs') })
  })
  test.afterAll(async () => {
    await site?.stop()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  test('the type check names the places the entry still needs, and after them none', () => {
    expect(namedIn(first), first).toEqual([
      'src/catalogue/searchEngine.server.ts',
      'src/catalogue/searchVocabulary.ts',
      'src/i18n/routes.ts',
    ])
    expect(namedIn(after), after).toEqual([])
  })

  test('its pages answer in it, at its own paths', async ({ request }) => {
    for (const page of ['/', '/about-us', '/showcases/cake', '/contact', '/search', '/compare']) {
      const path = `/${MIRROR}${page === '/' ? '' : mirrorPath(page)}`
      const response = await request.get(`${site.url}${path}`)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toMatch(new RegExp(`<html lang="${MIRROR}" dir="rtl"`))
      expect(html, path).toContain(mirror('Sustainability'))
    }
    expect((await request.get(`${site.url}/${MIRROR}/no-such-page`)).status()).toBe(404)
  })

  test('a browser in it is sent to it from /', async ({ request }) => {
    const response = await request.get(`${site.url}/`, {
      headers: { 'Accept-Language': MIRROR, 'Sec-Fetch-Dest': 'document' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toBe(`/${MIRROR}`)
  })

  test('what it has no text of is shown in English, marked so, and left to English in hreflang', async ({ request }) => {
    const html = await (
      await request.get(`${site.url}/${MIRROR}${mirrorPath('/product/$slug').replace('$slug', 'aurora-90-cake-display')}`)
    ).text()
    expect(html).toMatch(/<h1 id="product-name" class="[^"]*" lang="en" dir="ltr">Aurora 90<\/h1>/)
    expect(html).toContain(`rel="canonical" href="${site.url}/product/aurora-90-cake-display"`)
    expect(html).toMatch(/hreflang="en"/i)
    expect(html).not.toMatch(new RegExp(`hreflang="${MIRROR}"`, 'i'))
  })

  test('the language switch offers it everywhere, and offers the others from it', async ({ page }) => {
    await page.goto(`${site.url}/sustainability`)
    const switchLinks = page.getByRole('banner').getByRole('list', { name: 'Choose language' }).first().getByRole('link')
    await expect(switchLinks).toHaveCount(3)
    await expect(switchLinks.last()).toHaveAttribute('href', `/${MIRROR}${mirrorPath('/sustainability')}`)
    await page.goto(`${site.url}/${MIRROR}${mirrorPath('/sustainability')}`)
    const others = page
      .getByRole('banner')
      .getByRole('list', { name: mirror('Choose language') })
      .first()
      .getByRole('link')
    expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/sustainability',
      '/it/sostenibilita',
      '/de/nachhaltigkeit',
    ])
  })

  test('the sitemap lists its pages with their alternates, and none of what it shows in English', async ({ request }) => {
    const xml = await (await request.get(`${site.url}/sitemap.xml`)).text()
    expect(xml).toContain(`<loc>${site.url}/${MIRROR}${mirrorPath('/about-us')}</loc>`)
    expect(xml).toContain(`hreflang="${MIRROR}" href="${site.url}/${MIRROR}${mirrorPath('/showcases/wine')}"`)
    expect(xml).not.toContain(`${site.url}/${MIRROR}${mirrorPath('/product/$slug').replace('/$slug', '')}/`)
  })

  test('its layout is mirrored: what starts the line on the left starts it on the right', async ({ page }) => {
    /** The middle of the header's logo, the link home. */
    const logoX = async (path: string, home: string) => {
      await page.goto(`${site.url}${path}`)
      const box = await page.getByRole('banner').locator(`a[href="${home}"]`).filter({ visible: true }).first().boundingBox()
      return box!.x + box!.width / 2
    }
    const width = page.viewportSize()!.width
    expect(await logoX('/about-us', '/')).toBeLessThan(width / 3)
    expect(await logoX(`/${MIRROR}${mirrorPath('/about-us')}`, `/${MIRROR}`)).toBeGreaterThan((width * 2) / 3)
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl')
  })
})
