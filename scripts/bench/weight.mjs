// Page weight: the JavaScript and CSS a first visit to the home page downloads, each file gzip -9.
import { gzipSync } from 'node:zlib'
import { CHROMIUM } from './chromium.mjs'

export default {
  key: 'weight',
  title: 'page weight',
  async run({ origin, log }) {
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
    const weights = {}
    try {
      for (const path of ['/', '/it']) {
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
        // first paint (decision 0012), which on a busy machine can be long after the network went idle; what the page
        // loads seconds later (the feed prefetch 5 s after load, SPEC section 7) is not the first load.
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
        weights[path] = { jsKb: +(js / 1024).toFixed(1), cssKb: +(css / 1024).toFixed(1), files: urls.size }
        log(`weight ${path}: JS ${weights[path].jsKb} KB gzip, CSS ${weights[path].cssKb} KB gzip`)
      }
    } finally {
      await browser.close()
    }
    return weights
  },
  rows: (weights, budgets) =>
    Object.entries(weights).map(([path, w]) => [
      `JS first load ${path}`,
      `${w.jsKb} KB gzip`,
      `<= ${budgets.jsKb} KB`,
      w.jsKb <= budgets.jsKb,
    ]),
}
