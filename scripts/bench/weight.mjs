// Page weight: the JavaScript and CSS a first visit to the home page downloads, each file gzip -9.
// With `--base=DIR` the same is measured on that build too, side by side (shown for information).
// `--weight-paths=/,/it,/about-us` measures those pages instead of `/`, `/it` and `/de` (each against the same budget), and
// names the block renderers each one loaded (src/components/blocks/registry.ts: a page loads only its blocks' code).
import { readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { baseLabel, baselineEntry } from './baseline.mjs'
import { CHROMIUM } from './chromium.mjs'
import { startServer } from './server.mjs'

export default {
  key: 'weight',
  title: 'page weight',
  async run({ origin, args, log }) {
    const paths = args?.get('weight-paths')?.split(',') ?? ['/', '/it', '/de']
    const weights = await measure(origin, log, paths)
    if (!args?.get('base')) return weights
    const label = baseLabel(args)
    const base = await startServer({}, { entry: baselineEntry(args.get('base')) })
    try {
      return { ...weights, base: { label, paths: await measure(base.origin, (line) => log(`${label}: ${line}`), paths) } }
    } finally {
      await base.stop()
    }
  },
  rows: ({ base, ...own }, budgets) => [
    ...Object.entries(own).map(([path, w]) => [
      `JS first load ${path}`,
      `${w.jsKb} KB gzip`,
      `<= ${budgets.jsKb} KB`,
      w.jsKb <= budgets.jsKb,
    ]),
    ...Object.entries(base?.paths ?? {}).map(([path, w]) => [`JS first load ${path} (${base.label})`, `${w.jsKb} KB gzip`, '-', null]),
  ],
}

/** The renderer modules of src/components/blocks/ (their chunks are named after them). */
const blockRenderers = readdirSync(new URL('../../src/components/blocks/', import.meta.url))
  .filter((f) => /^[A-Z]\w+\.tsx$/.test(f) && f !== 'PageBlocks.tsx')
  .map((f) => f.replace(/\.tsx$/, ''))

/** The block renderers among the scripts a page loaded, by their chunks' names (`Hero-a1b2c3.js`). */
const renderersIn = (urls) =>
  blockRenderers.filter((name) => [...urls.keys()].some((url) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(new URL(url).pathname)))

/** The first load of each of `paths` (by default `/`, `/it` and `/de`) on the site at `origin`. */
async function measure(origin, log, paths) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  const weights = {}
  try {
    for (const path of paths) {
      const page = await browser.newPage()
      const urls = new Map()
      let firstLoad = true
      page.on('request', (request) => {
        const type = request.resourceType()
        if (firstLoad && (type === 'script' || type === 'stylesheet')) urls.set(request.url(), type)
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      // The first load: what the page asks for until it has hydrated (its dialog links then announce a dialog), and
      // what hydration itself asks for just after (the cookie banner of a first visit). The scripts start after the
      // first paint (decision 0061), which on a busy machine can be long after the network went idle; what the page
      // loads seconds later (the feed prefetch 5 s after load, docs/specification.md §5) is not the first load.
      await page.locator('a[aria-haspopup="dialog"]').first().waitFor({ state: 'attached', timeout: 60_000 })
      await page.waitForTimeout(500)
      firstLoad = false
      await page.waitForLoadState('networkidle')
      await page.close()
      let js = 0
      let css = 0
      for (const [url, type] of urls) {
        const body = Buffer.from(await (await fetch(url)).arrayBuffer())
        const size = gzipSync(body, { level: 9 }).byteLength
        if (type === 'script') js += size
        else css += size
      }
      weights[path] = { jsKb: +(js / 1024).toFixed(1), cssKb: +(css / 1024).toFixed(1), files: urls.size, blocks: renderersIn(urls) }
      log(
        `weight ${path}: JS ${weights[path].jsKb} KB gzip, CSS ${weights[path].cssKb} KB gzip, blocks ${weights[path].blocks.join(' ') || 'none'}`,
      )
    }
  } finally {
    await browser.close()
  }
  return weights
}
