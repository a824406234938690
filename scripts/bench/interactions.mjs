// Interactions (issue 29, item 4): the latency of the first things visitors do on a page, as the browser's Event
// Timing API reports them (what INP counts: from the input to the next paint), with the CPU slowed down 4x as
// Lighthouse's mobile preset does. Each interaction runs in a fresh browser context on a freshly loaded page,
// once the page has hydrated; RUNS runs, the median against the budget (and the worst shown beside it).
// Interactions whose part of the site is not on this build yet (add to compare) are reported as such and
// picked up by the same row once the button exists.
import { CHROMIUM } from './chromium.mjs'
import { median } from './stats.mjs'

export const INTERACTION_BUDGET_MS = 200
export const CPU_SLOWDOWN = 4

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1280, height: 800 } }

/**
 * The interactions, each `{ name, path, device, act(page) }`. `act` performs the interaction as a visitor does
 * and waits until the page has answered it; it returns false when the page has nothing to interact with.
 */
export const interactions = [
  {
    name: 'open the phone menu',
    path: '/',
    device: phone,
    async act(page) {
      await page.getByRole('button', { name: 'Open the menu' }).tap()
      await page.locator('#mobile-menu').waitFor({ state: 'visible' })
    },
  },
  {
    name: 'open the showcase overlay',
    path: '/',
    device: desktop,
    async act(page) {
      await page.getByRole('link', { name: 'Showcases', exact: true }).click()
      await page.getByRole('dialog', { name: 'Showcases' }).waitFor({ state: 'visible' })
    },
  },
  {
    name: 'tick a search filter',
    path: '/search',
    device: phone,
    async act(page) {
      // A phone shows the results first, the filters folded behind their control.
      await page.locator('summary.search-filters-toggle').tap()
      await page.getByRole('checkbox', { name: /^Wine \d+$/ }).tap()
      await page.waitForURL(/category=wine/)
      await page
        .getByRole('main')
        .getByRole('heading', { name: /cabinets? found/ })
        .waitFor()
    },
  },
  {
    name: 'open a form dialog',
    path: '/product/aurora-90-cake-display',
    device: phone,
    async act(page) {
      await page.getByRole('link', { name: 'Request a quote' }).tap()
      await page.getByRole('dialog', { name: 'Request a quote' }).waitFor({ state: 'visible' })
    },
  },
  {
    name: 'type in the search box',
    path: '/search',
    device: phone,
    async act(page) {
      const box = page.getByRole('searchbox', { name: 'Search the showcases' })
      await box.tap()
      // Key by key, as a visitor types: every keystroke is an interaction; the row keeps the slowest.
      await box.pressSequentially('cold', { delay: 120 })
      if ((await box.inputValue()) !== 'cold') throw new Error('the search box did not keep what was typed')
    },
  },
  {
    // The compare engineer's toggle (issue 27, "Add to compare", a button with aria-pressed): measured as soon as a
    // product page has it; until then the row says so.
    name: 'add to compare',
    path: '/product/aurora-90-cake-display',
    device: phone,
    async act(page) {
      // Before its part of the page has hydrated the toggle is a link to the comparison (it works without scripts);
      // the button is what a visitor taps once the scripts run. No toggle of either kind: not on this build.
      const named = page.getByRole('main').getByRole('link', { name: /^add to compare$/i })
      const toggle = page.getByRole('button', { name: /^add to compare$/i }).first()
      if ((await toggle.count()) === 0 && (await named.count()) === 0) return false
      await toggle.waitFor({ state: 'visible', timeout: 15_000 })
      await toggle.tap()
      await page
        .getByRole('button', { name: /compare/i, pressed: true })
        .first()
        .waitFor()
    },
  },
]

/** Collects every Event Timing entry that belongs to an interaction, from the first moment of the page. */
function observeInteractions() {
  window.__interactions = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** The latency of the slowest interaction on the page so far: the longest entry of each interaction, the worst of them. */
async function slowestInteraction(page) {
  // Entries are reported after the next paint: give it a moment.
  await page.waitForTimeout(400)
  const entries = await page.evaluate(() => window.__interactions)
  const byInteraction = new Map()
  for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration))
  // No entry: every part of the interaction took under the API's 16 ms threshold.
  return { latencyMs: Math.max(16, ...byInteraction.values()), interactions: byInteraction.size }
}

async function measureOnce(browser, origin, interaction) {
  const context = await browser.newContext({ ...interaction.device })
  try {
    await context.addInitScript(() => {
      localStorage.setItem('cookie_consent', 'no')
      localStorage.setItem('green_diploma', 'closed')
    })
    await context.addInitScript(observeInteractions)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'networkidle' })
    // Hydrated: the header's dialog links announce their dialog from then on.
    await page.locator('a[aria-haspopup="dialog"]').first().waitFor({ state: 'attached' })
    if ((await interaction.act(page)) === false) return null
    return await slowestInteraction(page)
  } finally {
    await context.close()
  }
}

export async function interactionBench({ origin, runs = 3, log = console.log, only }) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  const results = []
  try {
    for (const interaction of interactions.filter((i) => !only || only.some((name) => i.name.includes(name)))) {
      const measured = []
      for (let i = 0; i < runs; i++) {
        const result = await measureOnce(browser, origin, interaction)
        if (!result) break
        measured.push(result.latencyMs)
      }
      const sorted = [...measured].sort((a, b) => a - b)
      const result = {
        name: interaction.name,
        path: interaction.path,
        present: measured.length > 0,
        runsMs: measured,
        medianMs: measured.length ? Math.round(median(measured)) : null,
        worstMs: sorted.at(-1) ?? null,
      }
      log(`interaction ${result.name}: ${result.present ? `${measured.join('/')} ms` : 'not on this build'}`)
      results.push(result)
    }
  } finally {
    await browser.close()
  }
  return results
}

export default {
  key: 'interactions',
  title: `Interactions at ${CPU_SLOWDOWN}x CPU (Event Timing)`,
  run: ({ origin, runs, log, args }) => interactionBench({ origin, runs, log, only: args?.get('interactions')?.split(',') }),
  rows: (results) =>
    results.map((r) => [
      `Interaction: ${r.name} (${r.path})`,
      r.present ? `${r.medianMs} ms median (worst ${r.worstMs} ms; runs ${r.runsMs.join('/')})` : 'no such control on this build yet',
      `<= ${INTERACTION_BUDGET_MS} ms at ${CPU_SLOWDOWN}x CPU`,
      r.present ? r.medianMs <= INTERACTION_BUDGET_MS : null,
    ]),
}
