// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU, Debian Chromium) on eight page
// types in both languages, RUNS runs each. Scores and LCP are medians; performance must also hold
// in the worst run.
import { CHROMIUM } from './chromium.mjs'

export const pages = [
  ['home', '/', '/it'],
  ['collection', '/showcases/wine', '/it/vetrine-refrigerate/vino'],
  ['product', '/product/aurora-90-cake-display', '/it/prodotto/aurora-90-vetrina-dolci'],
  ['search', '/search', '/it/cerca'],
  ['article', '/inspiration-hub/chocolate-and-humidity', '/it/centro-inspirazione/cioccolato-e-umidita'],
  ['story', '/customer-stories/bellavista-milan', '/it/storie-dei-clienti/bellavista-milano'],
  ['landing', '/showcases-custom-made', '/it/vetrine-custom-made'],
  ['contact', '/contact', '/it/contatta'],
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

export default {
  key: 'lighthouse',
  title: 'Lighthouse',
  async run({ origin, runs, log }) {
    const recordingFailures = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])
    const { default: lighthouse } = await import('lighthouse')
    const chromeLauncher = await import('chrome-launcher')
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    const results = []
    try {
      for (const [type, en, it] of pages) {
        for (const [lang, path] of [
          ['en', en],
          ['it', it],
        ]) {
          const lhrs = []
          for (let i = 0; i < runs; i++) {
            let attempt = 0
            for (;;) {
              const { lhr } = await lighthouse(`${origin}${path}`, {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              })
              // Lighthouse failing to record its own trace says nothing of the page: that run is made again (twice at most).
              if (recordingFailures.has(lhr.runtimeError?.code) && attempt++ < 2) {
                log(`lighthouse ${type} (${lang}): run ${i + 1} not recorded (${lhr.runtimeError.code}), run again`)
                continue
              }
              lhrs.push(lhr)
              break
            }
          }
          const score = (id) => median(lhrs.map((r) => r.categories[id].score ?? 0))
          const result = {
            page: `${type} (${lang})`,
            path,
            performance: score('performance'),
            performanceRuns: lhrs.map((r) => r.categories.performance.score ?? 0),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
            cls: median(lhrs.map((r) => r.audits['cumulative-layout-shift'].numericValue ?? 0)),
            lcpMs: Math.round(median(lhrs.map((r) => r.audits['largest-contentful-paint'].numericValue ?? 0))),
            lcpRunsMs: lhrs.map((r) => Math.round(r.audits['largest-contentful-paint'].numericValue ?? 0)),
          }
          // A run Lighthouse could not measure scores 0: say why rather than leave a bare 0 in the table.
          for (const r of lhrs)
            if (r.runtimeError) log(`lighthouse ${result.page}: a run failed: ${r.runtimeError.code} ${r.runtimeError.message}`)
          log(
            `lighthouse ${result.page}: perf ${result.performanceRuns.join('/')} a11y ${result.accessibility} bp ${result['best-practices']} seo ${result.seo} cls ${result.cls.toFixed(3)} lcp ${result.lcpRunsMs.join('/')} ms`,
          )
          results.push(result)
        }
      }
    } finally {
      await chrome.kill()
    }
    return results
  },
  rows: (results, budgets) =>
    results.map((r) => [
      `Lighthouse ${r.page}`,
      `P ${Math.round(r.performance * 100)} (min ${Math.round(Math.min(...r.performanceRuns) * 100)}) A ${Math.round(r.accessibility * 100)} BP ${Math.round(r['best-practices'] * 100)} SEO ${Math.round(r.seo * 100)} CLS ${r.cls.toFixed(2)} LCP ${(r.lcpMs / 1000).toFixed(1)} s`,
      `P>=${budgets.performance * 100} every run, others 100, CLS 0.00, LCP < ${budgets.lcpMs / 1000} s`,
      Math.min(...r.performanceRuns) >= budgets.performance &&
        r.accessibility >= 1 &&
        r['best-practices'] >= 1 &&
        r.seo >= 1 &&
        r.cls < 0.005 &&
        r.lcpMs < budgets.lcpMs,
    ]),
}
