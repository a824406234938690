// Lighthouse's CPU slowdown calibrated to the host (issue 29). Lighthouse multiplies the main-thread time it
// observes by 4 whatever the host, so the same page scored 95-100 on one day and 75-91 on the next as this
// machine's speed swung (its CPU benchmark index went from 843 to 2018 within one hour). Lighthouse's throttling
// docs (its throttling guide, "Calibrating the CPU slowdown") point to a calculator that turns the host's
// `benchmarkIndex` into the multiplier that emulates a mid-tier phone: 4x suits a host at about 1533, a faster
// host needs more, a slower one less. The piecewise-linear fit below is that calculator's: with it, every run
// emulates a phone of index ~330-430 (benchmark index / multiplier) whatever host it lands on.

/** Below this index the host is no faster than the phone emulated: no slowdown can calibrate it (a busy machine). */
export const SLOWEST_CALIBRATABLE_INDEX = 150

/** The multiplier Lighthouse's calculator gives for a host's benchmark index (1 below 150: no slowdown possible). */
export function calibratedMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATABLE_INDEX) return 1
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500
  return 3 + (benchmarkIndex - 1300) / 233
}

/** Lighthouse's default multiplier (its mobile preset), shown beside the calibrated figures. */
export const DEFAULT_MULTIPLIER = 4

/** How many readings of the index a calibration takes: the first is thrown away, the median of the rest is used. */
export const INDEX_READINGS = 4

/**
 * The host's settled index from readings taken one after the other in one fresh browser. The first reading runs
 * while the browser is still starting (its own processes compete for the CPU) and reads far too low, which made the
 * emulated phone faster than intended (docs/decisions/0062).
 */
export function settledIndex(readings) {
  const rest = readings
    .slice(1)
    .filter(Number.isFinite)
    .sort((a, b) => a - b)
  if (!rest.length) return Number.NaN
  const middle = Math.floor(rest.length / 2)
  return Math.round(rest.length % 2 ? rest[middle] : (rest[middle - 1] + rest[middle]) / 2)
}

/**
 * The host's benchmark index, measured in the browser at `port` (a fresh one, just before the run it calibrates)
 * with Lighthouse's own page function, as Lighthouse measures it during a run: `INDEX_READINGS` readings, settled
 * as above. Resolves to the index used and every reading (kept with the run).
 */
export async function measureBenchmarkIndex(port) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js')
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    const readings = []
    for (let i = 0; i < INDEX_READINGS; i++) {
      readings.push(Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)))
    }
    await page.close()
    return { index: settledIndex(readings), readings }
  } finally {
    // Disconnects without closing the browser: Lighthouse uses it next.
    await browser.close().catch(() => {})
  }
}
