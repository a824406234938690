// Lighthouse (mobile preset: simulated slow 4G, Debian Chromium) on nine page types in both languages, RUNS
// runs each, every run in a fresh browser (no cache, no warm JIT carried over: a first visit). Each run is made
// twice, side by side: with the CPU slowdown calibrated to the host's benchmark index, measured in that browser
// just before the run (calibration.mjs), and with Lighthouse's default 4x. The budgets hold for the calibrated
// figures, which mean the same phone on any host; the default ones are shown beside them for comparison with
// earlier runs. Scores and LCP are medians; performance must also hold in the worst run. With `--base=DIR` each page
// the base build also serves is measured there too (calibrated) in the same round, for information.
import { baseLabel, baselineEntry } from './baseline.mjs'
import { CHROMIUM } from './chromium.mjs'
import { calibratedMultiplier, DEFAULT_MULTIPLIER, measureBenchmarkIndex, SLOWEST_CALIBRATABLE_INDEX } from './calibration.mjs'
import { startScriptless } from './scriptless.mjs'
import { startServer } from './server.mjs'
import { median } from './stats.mjs'

export const pages = [
  ['home', '/', '/it'],
  ['collection', '/showcases/wine', '/it/vetrine-refrigerate/vino'],
  ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
  ['search', '/search', '/it/cerca'],
  ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
  ['story', '/customer-stories/bellavista-milan', '/it/storie-dei-clienti/bellavista-milano'],
  ['landing', '/showcases-custom-made', '/it/vetrine-custom-made'],
  // Issue 46: a page of its own made of blocks, with the landing layout.
  ['own page', '/hospitality', '/it/ospitalita'],
  ['contact', '/contact', '/it/contatta'],
  // Issue 27: the comparison of four cabinets meets the budgets of the other pages.
  [
    'comparison',
    '/compare?products=aurora-90-cake-display,petra-100-cake-display,neve-10-gelato-display,cantina-60-wine-cabinet',
    '/it/confronta?products=aurora-90-vetrina-dolci,petra-100-vetrina-dolci,neve-10-vetrina-gelato,cantina-60-cantinetta-vino',
  ],
]

/** Lighthouse failing to record its own trace says nothing of the page: such a run is made again (twice at most). */
const recordingFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT', 'NO_FCP'])

/**
 * One Lighthouse run of `url` in a fresh browser. `calibrated`: the CPU slowdown from the host's benchmark index
 * measured in that browser just before; otherwise Lighthouse's default. Resolves to the report and the figures
 * of the emulation it ran under.
 */
export async function lighthouseRun(url, { calibrated, onlyCategories = ['performance'], log = () => {} }) {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  for (let attempt = 0; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    try {
      let { index: measuredIndex, readings } = await measureBenchmarkIndex(chrome.port)
      // A host slower than the phone emulated cannot be slowed down to it: wait for a quieter moment (a minute at most).
      for (let wait = 0; calibrated && measuredIndex < SLOWEST_CALIBRATABLE_INDEX && wait < 6; wait++) {
        log(`lighthouse ${url}: host index ${measuredIndex}, slower than the phone emulated; waiting`)
        await new Promise((resolve) => setTimeout(resolve, 10_000))
        ;({ index: measuredIndex, readings } = await measureBenchmarkIndex(chrome.port))
      }
      const multiplier = calibrated ? +calibratedMultiplier(measuredIndex).toFixed(2) : DEFAULT_MULTIPLIER
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories,
        throttling: { cpuSlowdownMultiplier: multiplier },
      })
      if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== multiplier) throw new Error('Lighthouse ignored the CPU multiplier')
      if (recordingFailures.has(lhr.runtimeError?.code) && attempt < 2) {
        log(`lighthouse ${url}: run not recorded (${lhr.runtimeError.code}), run again`)
        continue
      }
      // Lighthouse's own index, measured during the run: recorded beside ours, which set the multiplier.
      return { lhr, measuredIndex, indexReadings: readings, lighthouseIndex: Math.round(lhr.environment.benchmarkIndex), multiplier }
    } finally {
      await chrome.kill()
    }
  }
}

const summary = (runs) => {
  const lhrs = runs.map((r) => r.lhr)
  const score = (id) => median(lhrs.map((r) => r.categories[id]?.score ?? 0))
  return {
    performance: score('performance'),
    performanceRuns: lhrs.map((r) => r.categories.performance.score ?? 0),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: median(lhrs.map((r) => r.audits['cumulative-layout-shift'].numericValue ?? 0)),
    lcpMs: Math.round(median(lhrs.map((r) => r.audits['largest-contentful-paint'].numericValue ?? 0))),
    lcpRunsMs: lhrs.map((r) => Math.round(r.audits['largest-contentful-paint'].numericValue ?? 0)),
    tbtRunsMs: lhrs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue ?? 0)),
    benchmarkIndexes: runs.map((r) => r.measuredIndex),
    indexReadings: runs.map((r) => r.indexReadings),
    lighthouseIndexes: runs.map((r) => r.lighthouseIndex),
    multipliers: runs.map((r) => r.multiplier),
    errors: lhrs.filter((r) => r.runtimeError).map((r) => `${r.runtimeError.code} ${r.runtimeError.message}`),
  }
}

const describe = (s) =>
  `perf ${s.performanceRuns.map((p) => Math.round(p * 100)).join('/')} lcp ${s.lcpRunsMs.join('/')} ms tbt ${s.tbtRunsMs.join('/')} ms cls ${s.cls.toFixed(3)} (index ${s.benchmarkIndexes.join('/')}, x${s.multipliers.join('/')})`

export default {
  key: 'lighthouse',
  title: 'Lighthouse, calibrated CPU slowdown and the default 4x side by side, a fresh browser per run',
  async run({ origin, runs, log, args }) {
    const only = args?.get('pages')?.split(',')
    const results = []
    // The floor (decision 0062): each page without its scripts, same headers, same emulation, in the same round.
    const scriptless = await startScriptless(origin)
    const base = args?.get('base') ? await startServer({}, { entry: baselineEntry(args.get('base')) }) : undefined
    const label = baseLabel(args)
    try {
      for (const [type, en, it] of pages.filter(([type]) => !only || only.includes(type))) {
        for (const [lang, path] of [
          ['en', en],
          ['it', it],
        ]) {
          const calibrated = []
          const defaults = []
          const floor = []
          const before = []
          // A page the base build does not have (newer than it) is not compared.
          const onBase = base && (await fetch(`${base.origin}${path}`)).status === 200
          for (let i = 0; i < runs; i++) {
            // Side by side: the two emulations of a run follow each other, so a busy moment weighs on both.
            calibrated.push(
              await lighthouseRun(`${origin}${path}`, {
                calibrated: true,
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
                log,
              }),
            )
            defaults.push(await lighthouseRun(`${origin}${path}`, { calibrated: false, log }))
            floor.push(await lighthouseRun(`${scriptless.origin}${path}`, { calibrated: true, log }))
            if (onBase) before.push(await lighthouseRun(`${base.origin}${path}`, { calibrated: true, log }))
          }
          const result = {
            page: `${type} (${lang})`,
            path,
            calibrated: summary(calibrated),
            default: summary(defaults),
            withoutScripts: summary(floor),
            ...(onBase ? { base: { label, ...summary(before) } } : {}),
          }
          for (const error of [...result.calibrated.errors, ...result.default.errors, ...result.withoutScripts.errors])
            log(`lighthouse ${result.page}: a run failed: ${error}`)
          log(`lighthouse ${result.page} calibrated: ${describe(result.calibrated)}`)
          log(`lighthouse ${result.page} default 4x: ${describe(result.default)}`)
          log(`lighthouse ${result.page} without its scripts, calibrated: ${describe(result.withoutScripts)}`)
          if (result.base) log(`lighthouse ${result.page} on ${label}, calibrated: ${describe(result.base)}`)
          results.push(result)
        }
      }
    } finally {
      await scriptless.close()
      await base?.stop()
    }
    return results
  },
  rows: (results, budgets) =>
    results.flatMap(({ page, calibrated: c, default: d, withoutScripts: f, base: b }) => [
      [
        `Lighthouse ${page}, calibrated`,
        `P ${Math.round(c.performance * 100)} (min ${Math.round(Math.min(...c.performanceRuns) * 100)}) LCP ${(c.lcpMs / 1000).toFixed(2)} s CLS ${c.cls.toFixed(2)} A ${Math.round(c.accessibility * 100)} BP ${Math.round(c['best-practices'] * 100)} SEO ${Math.round(c.seo * 100)}; index ${Math.min(...c.benchmarkIndexes)}-${Math.max(...c.benchmarkIndexes)}, x${Math.min(...c.multipliers)}-${Math.max(...c.multipliers)}`,
        `P>=${budgets.performance * 100} every run, LCP < ${budgets.lcpMs / 1000} s, CLS 0, others 100`,
        Math.min(...c.performanceRuns) >= budgets.performance &&
          c.accessibility >= 1 &&
          c['best-practices'] >= 1 &&
          c.seo >= 1 &&
          c.cls < 0.005 &&
          c.lcpMs < budgets.lcpMs,
      ],
      [
        `  same runs, default 4x`,
        `P ${Math.round(d.performance * 100)} (min ${Math.round(Math.min(...d.performanceRuns) * 100)}) LCP ${(d.lcpMs / 1000).toFixed(2)} s; index ${Math.min(...d.benchmarkIndexes)}-${Math.max(...d.benchmarkIndexes)}`,
        'for comparison',
        null,
      ],
      // Older results (before decision 0062) have no floor.
      ...(f
        ? [
            [
              `  same page without its scripts, calibrated`,
              `P ${Math.round(f.performance * 100)} (min ${Math.round(Math.min(...f.performanceRuns) * 100)}) LCP ${(f.lcpMs / 1000).toFixed(2)} s TBT ${f.tbtRunsMs.join('/')} ms`,
              'the floor, for comparison',
              null,
            ],
          ]
        : []),
      ...(b
        ? [
            [
              `  same page on ${b.label}, calibrated`,
              `P ${Math.round(b.performance * 100)} (min ${Math.round(Math.min(...b.performanceRuns) * 100)}) LCP ${(b.lcpMs / 1000).toFixed(2)} s TBT ${b.tbtRunsMs.join('/')} ms`,
              'for comparison',
              null,
            ],
          ]
        : []),
    ]),
}
