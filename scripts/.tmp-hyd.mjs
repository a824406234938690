import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
for (const path of process.argv.slice(3)) {
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push('pageerror ' + e.message))
  page.on('console', (m) => m.type() === 'error' && errors.push('console ' + m.text()))
  page.on('requestfailed', (r) => errors.push('failed ' + r.url()))
  page.on('response', (r) => r.status() >= 400 && errors.push(r.status() + ' ' + r.url()))
  await page.goto(process.argv[2] + path)
  const ok = await page.locator('a[aria-haspopup="dialog"]').first().waitFor({ state: 'attached', timeout: 30000 }).then(() => true, () => false)
  console.log(path, ok, errors)
  await page.close()
}
await browser.close()
