// `node scripts/pages-side-by-side.mjs`: the marketing pages made of blocks (issue 46), screenshot side by side from
// 8ee5af1 (the pages as components; English and Italian, it had no German), from the embedded documents, and from
// WordPress after `npm run content -- --export-to-wordpress`, in every language at 390 and 1280 px. Compares the
// embedded and WordPress screenshots (and 8ee5af1's with the embedded) pixel by pixel, and writes the pictures, the
// figures (figures.json) and the README's table in docs/pages-side-by-side/. How to run it: that folder's README.
//
// Options: --base=DIR (a build of 8ee5af1, the folder or its .output; built once in a scratch folder without it),
// --pages=home,about, --locales=en,de, --widths=390 (a part; the figures of the rest are kept), --raw=DIR (keeps the
// full-size screenshots there, to look closer at a difference).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createJiti } from 'jiti'
import { buildIfStale } from './build-if-stale.mjs'
import { baselineEntry } from './bench/baseline.mjs'
import { TEST_BROWSER } from './lib/chromium.mjs'
import { assertPagesFromWordPress, exportToWordPress, removeSampleContent } from './lib/export-to-wordpress.mjs'
import { freePort, launchSite } from './lib/launch.mjs'
import { pixelDifference, rawPixels, sideBySide } from './lib/pixels.mjs'
import { startWordPress } from '../tests/e2e/support/wordpress.mjs'

const BASE_COMMIT = '8ee5af1'
/** The locales 8ee5af1 had. */
const BASE_LOCALES = ['en', 'it']
const OUT = fileURLToPath(new URL('../docs/pages-side-by-side/', import.meta.url))
/** The file's name, the README's words, and the page's name in the route table (src/i18n/routes.ts). */
const PAGES = [
  ['home', 'home', 'index'],
  ['about', 'about', 'about'],
  ['sustainability', 'sustainability', 'sustainability'],
  ['custom-made', 'custom made', 'custom-made'],
  ['showcases', 'showcases', 'showcases'],
  ['showcases-custom-made', 'custom showcases (landing)', 'showcases-custom-made'],
  ['collection-cake', 'a collection (cake and pastry)', 'showcases-bakery'],
  ['collection-wine', 'a collection (wine)', 'showcases-wine'],
]
/** Width, and the scale the pictures show it at. */
const WIDTHS = [
  [390, 0.75],
  [1280, 0.4],
]

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')))
const chosen = (key, all) => (args.has(key) ? all.filter((item) => args.get(key).split(',').includes(String(item))) : all)

const jiti = createJiti(import.meta.url)
const { localeCodes } = await jiti.import('#app-config')
const { publicPath } = await jiti.import('#src/i18n/rewrite.ts')
const { routeNames } = await jiti.import('#src/i18n/routes.ts')

/**
 * A full-page screenshot (`png`), and where on it the pictures of the image service are (`served`), taken as the
 * first pictures were: a fresh browser context, reduced motion, the cookie
 * choice made (so the Green Diploma note shows, as a returning visitor who never closed it sees it), every lazy
 * picture loaded. Fails on anything but a 200.
 */
async function shoot(browser, url, width) {
  const phone = width < 768
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 800 },
    ...(phone ? { isMobile: true, hasTouch: true } : {}),
    reducedMotion: 'reduce',
  })
  try {
    await context.addInitScript(() => localStorage.setItem('cookie_consent', 'no'))
    const page = await context.newPage()
    const response = await page.goto(url, { waitUntil: 'load' })
    if (response?.status() !== 200) throw new Error(`${url}: ${response?.status()}`)
    await page.locator('h1').first().waitFor()
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForLoadState('networkidle')
    await page
      .waitForFunction(() => [...document.images].every((image) => image.complete))
      .catch((error) => Promise.reject(new Error(`${url}: pictures still loading (${error.message})`)))
    // The note loads its code once the page has hydrated; the landing layout (no footer) has none.
    if (await page.locator('footer').count())
      await page
        .locator('.green-diploma')
        .waitFor({ timeout: 10_000 })
        .catch(() => console.log(`  ${url}: no Green Diploma note`))
    // A query of the client's still under way shows the progress bar at the top (src/navigation/ProgressBar.tsx).
    await page
      .waitForFunction(() => document.querySelector('.progress-bar')?.getAttribute('data-state') !== 'running')
      .catch((error) => Promise.reject(new Error(`${url}: the progress bar still runs (${error.message})`)))
    // Where the image service's pictures are (WordPress's media: the exported covers of stories and articles).
    const served = await page.evaluate(() =>
      [...document.images]
        .filter((image) => new URL(image.currentSrc || image.src, location.href).pathname.startsWith('/api/images/'))
        .map((image) => image.getBoundingClientRect())
        .map((r) => ({
          left: Math.floor(r.left + scrollX),
          top: Math.floor(r.top + scrollY),
          width: Math.ceil(r.width),
          height: Math.ceil(r.height),
        })),
    )
    return { png: await page.screenshot({ fullPage: true, animations: 'disabled' }), served }
  } finally {
    await context.close()
  }
}

/** A page's load under a busy machine can outlast a wait: once more in a fresh context, then the error. */
const shootAgainOnce = (browser, url, width) =>
  shoot(browser, url, width).catch((error) => {
    console.log(`  ${error.message.split('\n')[0]}: once more`)
    return shoot(browser, url, width)
  })

const percent = (share) => `${(share * 100).toFixed(share < 0.001 && share > 0 ? 3 : 2)} %`

function describe(d) {
  if (!d) return '-'
  if (!d.differing && !d.heightDifference && !d.widthDifference) return 'identical'
  const size = [
    d.heightDifference ? `${Math.abs(d.heightDifference)} px ${d.heightDifference > 0 ? 'taller' : 'shorter'}` : '',
    d.widthDifference ? `${Math.abs(d.widthDifference)} px ${d.widthDifference > 0 ? 'wider' : 'narrower'}` : '',
  ]
  const where = !d.inAreas
    ? ''
    : d.inAreas === d.differing
      ? `, all inside the ${d.areas} pictures from WordPress's media`
      : ` (${percent(d.inAreas / d.compared)} inside the ${d.areas} pictures from WordPress's media)`
  return [...size.filter(Boolean), `${percent(d.share)} of pixels differ${where}`].join(', ')
}

/** The README's table, from every figure kept (a partial run keeps the others'). */
function table(figures) {
  const rows = PAGES.flatMap(([file, words]) =>
    WIDTHS.flatMap(([width]) =>
      localeCodes.map((locale) => {
        const key = `${file}-${width}-${locale}`
        const f = figures[key]
        if (!f) return null
        return `| ${words} | ${width} | ${locale} | [${key}](${key}.webp) | ${f.height} px | ${describe(f.wordpress)} | ${describe(f.base)} |`
      }),
    ),
  ).filter(Boolean)
  return [
    `| page | width | language | picture | height (embedded) | WordPress against embedded | ${BASE_COMMIT} against embedded |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

function writeReadme(figures) {
  const file = join(OUT, 'README.md')
  const readme = readFileSync(file, 'utf8')
  const start = '<!-- figures: written by scripts/pages-side-by-side.mjs -->'
  const end = '<!-- /figures -->'
  if (!readme.includes(start) || !readme.includes(end)) throw new Error(`${file} has no ${start} … ${end} to fill`)
  writeFileSync(file, `${readme.slice(0, readme.indexOf(start) + start.length)}\n${table(figures)}\n${readme.slice(readme.indexOf(end))}`)
}

buildIfStale()
const baseEntry = baselineEntry(args.get('base'), BASE_COMMIT)
const stops = []
try {
  const embedded = await launchSite({ env: { GTM_ID: '' } })
  stops.push(() => embedded.stop())
  const base = await launchSite({ entry: baseEntry, env: { GTM_ID: '' } })
  stops.push(() => base.stop())
  const port = await freePort()
  const secret = 'side-by-side-secret-shared-with-wordpress'
  const wp = await startWordPress({ siteUrl: `http://localhost:${port}`, secret })
  stops.push(() => wp.stop())
  await removeSampleContent(wp)
  console.log(`Exporting the embedded content to WordPress (${wp.url})…`)
  await exportToWordPress(wp)
  const fromWordPress = await launchSite({ port, env: { GTM_ID: '', WORDPRESS_URL: wp.url, WORDPRESS_WEBHOOK_SECRET: secret } })
  stops.push(() => fromWordPress.stop())
  const pages = chosen(
    'pages',
    PAGES.map((p) => p[0]),
  ).map((f) => PAGES.find((p) => p[0] === f))
  const locales = chosen('locales', localeCodes)
  const pathOf = (name, locale) => publicPath(routeNames[name], locale)
  await assertPagesFromWordPress(
    wp,
    fromWordPress.url,
    pages.map(([, , name]) => Object.fromEntries(locales.map((locale) => [locale, pathOf(name, locale)]))),
  )

  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({
    executablePath: TEST_BROWSER.path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  stops.push(() => browser.close())
  const figuresFile = join(OUT, 'figures.json')
  const figures = existsSync(figuresFile) ? JSON.parse(readFileSync(figuresFile, 'utf8')) : {}
  mkdirSync(OUT, { recursive: true })
  for (const [file, , name] of pages) {
    for (const [width, scale] of WIDTHS.filter(([w]) => chosen('widths', [w]).length)) {
      for (const locale of locales) {
        const path = pathOf(name, locale)
        const shots = {
          base: BASE_LOCALES.includes(locale) ? await shootAgainOnce(browser, `${base.url}${path}`, width) : undefined,
          embedded: await shootAgainOnce(browser, `${embedded.url}${path}`, width),
          wordpress: await shootAgainOnce(browser, `${fromWordPress.url}${path}`, width),
        }
        const pixels = await rawPixels(shots.embedded.png)
        const key = `${file}-${width}-${locale}`
        figures[key] = {
          path,
          height: pixels.height,
          wordpress: pixelDifference(pixels, await rawPixels(shots.wordpress.png), shots.wordpress.served),
          ...(shots.base ? { base: pixelDifference(pixels, await rawPixels(shots.base.png)) } : {}),
        }
        if (args.has('raw')) {
          mkdirSync(args.get('raw'), { recursive: true })
          for (const [source, shot] of Object.entries(shots))
            if (shot) writeFileSync(join(args.get('raw'), `${key}-${source}.png`), shot.png)
        }
        const picture = await sideBySide(
          [shots.base, shots.embedded, shots.wordpress].flatMap((shot) => (shot ? [shot.png] : [])),
          { scale },
        )
        writeFileSync(join(OUT, `${key}.webp`), picture)
        console.log(
          `${key} ${path}: ${Math.round(picture.byteLength / 1024)} KB; WordPress ${describe(figures[key].wordpress)}; ${BASE_COMMIT} ${describe(figures[key].base)}`,
        )
      }
    }
  }
  writeFileSync(figuresFile, `${JSON.stringify(figures, null, 2)}\n`)
  writeReadme(figures)
} finally {
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error))
}
