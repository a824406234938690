// The WordPress bench's pages part (issue 46: "Lighthouse mobile stays 100 on the home page built from WordPress and
// on a landing page"). The embedded content is exported to the bench's WordPress as an operator does it (`npm run
// content -- --export-to-wordpress`: the pages made of blocks, their translations, the front page, the notices, the
// stories and articles with their covers), the site is started reading it, and Lighthouse (mobile, CPU calibrated, a
// fresh browser per run) runs on the home page and on a page of its own with the landing layout, each beside the same
// page of the embedded default and the WordPress-built page without its scripts (the floor, decision 0062), in the
// same round. Run before the article part publishes anything: the home page shows the newest articles.
import { assertPagesFromWordPress, exportToWordPress, removeSampleContent } from '../lib/export-to-wordpress.mjs'
import { launchSite } from '../lib/launch.mjs'
import { lighthouseRun, pages as lighthousePages } from './lighthouse.mjs'
import { startScriptless } from './scriptless.mjs'
import { median } from './stats.mjs'

/** A page type of the main bench's table (lighthouse.mjs): its path by language. */
const pathsOf = (type) => {
  const [, en, it] = lighthousePages.find(([name]) => name === type) ?? []
  return { en, it }
}
/** The pages measured: the home page in English, the page of its own with the landing layout in both languages. */
const MEASURED = [
  { type: 'home', paths: { en: pathsOf('home').en } },
  { type: 'own page', paths: pathsOf('own page') },
]
const PAGE_PATHS = MEASURED.flatMap(({ type, paths }) =>
  Object.entries(paths).map(([language, path]) => ({ page: `${type} (${language})`, path })),
)

/** Scores, medians and the host's index of a list of `lighthouseRun` results. */
export const lighthouseSummary = (list) => ({
  scores: list.map((r) => Math.round((r.lhr.categories.performance.score ?? 0) * 100)),
  minPerformance: Math.min(...list.map((r) => r.lhr.categories.performance.score ?? 0)),
  lcpMs: Math.round(median(list.map((r) => r.lhr.audits['largest-contentful-paint'].numericValue ?? 0))),
  tbtMs: Math.round(median(list.map((r) => r.lhr.audits['total-blocking-time'].numericValue ?? 0))),
  benchmarkIndexes: list.map((r) => r.measuredIndex),
  // The audits that cost points, worst run first: where to look when a page scores under 100.
  losses: [
    ...new Set(
      list.flatMap((r) =>
        Object.values(r.lhr.audits)
          .filter((a) => a.scoreDisplayMode === 'numeric' && (a.score ?? 1) < 0.9 && a.id !== 'interactive')
          .map((a) => `${a.id} ${a.displayValue ?? ''}`.trim()),
      ),
    ),
  ],
})

/** Every width of every photo of a page encoded once, as for every visitor but the very first. */
export async function warmImages(origin, path) {
  const html = await (await fetch(`${origin}${path}`)).text()
  const variants = new Set([...html.matchAll(/\/api\/images\/[0-9a-f]{16}\/\d+/g)].map((m) => m[0]))
  for (const variant of variants)
    await (await fetch(`${origin}${variant}`, { headers: { Accept: 'image/avif,image/webp,*/*' } })).arrayBuffer()
}

/**
 * Exports, starts the site on WordPress (`launch`: launchSite's options, its port the one WordPress knows), measures
 * and stops it. `embedded`: the origin of a site without WordPress. Resolves to one result per path.
 */
export async function benchPages({ wp, launch, embedded, runs, log = console.log }) {
  await removeSampleContent(wp)
  const exported = await exportToWordPress(wp)
  log(`  exported: ${exported.trim().split('\n').at(-1)}`)
  const site = await launchSite(launch)
  const scriptless = await startScriptless(site.url)
  const results = []
  try {
    await assertPagesFromWordPress(
      wp,
      site.url,
      MEASURED.map(({ paths }) => paths),
    )
    for (const { page, path } of PAGE_PATHS) {
      await warmImages(site.url, path)
      await warmImages(embedded, path)
      const runsOf = { wordpress: [], embedded: [], withoutScripts: [] }
      for (let i = 0; i < runs; i++) {
        // Side by side: a busy moment of the host weighs on the three alike.
        runsOf.wordpress.push(await lighthouseRun(`${site.url}${path}`, { calibrated: true }))
        runsOf.embedded.push(await lighthouseRun(`${embedded}${path}`, { calibrated: true }))
        runsOf.withoutScripts.push(await lighthouseRun(`${scriptless.origin}${path}`, { calibrated: true }))
      }
      const result = {
        page,
        path,
        wordpress: lighthouseSummary(runsOf.wordpress),
        embedded: lighthouseSummary(runsOf.embedded),
        withoutScripts: lighthouseSummary(runsOf.withoutScripts),
      }
      log(`  ${page} ${path}: WordPress P ${result.wordpress.scores.join('/')}, embedded P ${result.embedded.scores.join('/')}`)
      results.push(result)
    }
  } finally {
    await scriptless.close()
    await site.stop()
  }
  return results
}

const figures = (s) => `P ${s.scores.join(', ')}, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms`

/** The table's rows: each page from WordPress against the budgets, then the same page embedded and its floor. */
export function pagesRows(results, budgets, check) {
  return results.flatMap(({ page, path, wordpress: w, embedded: e, withoutScripts: f }) => [
    [
      `Lighthouse ${page} ${path} from WordPress, calibrated`,
      `${figures(w)}, index ${w.benchmarkIndexes.join('/')}${w.losses.length ? `; lost on ${w.losses.join(', ')}` : ''}`,
      `P >= ${budgets.performance * 100} every run, LCP < ${budgets.lcpMs / 1000} s`,
      check(w.minPerformance >= budgets.performance && w.lcpMs < budgets.lcpMs),
    ],
    ['  same run, the embedded page', `${figures(e)}${e.losses.length ? `; lost on ${e.losses.join(', ')}` : ''}`, 'baseline', 'info'],
    ['  same run, from WordPress without its scripts', figures(f), 'the floor (decision 0062)', 'info'],
  ])
}
