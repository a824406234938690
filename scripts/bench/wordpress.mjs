// `npm run bench -- --wordpress`: stories, articles and pages from a real WordPress (issues 26 and 46). Starts the
// tests' throw-away WordPress (Debian's, with the site's plugin). First the pages (wordpress-pages.mjs): the embedded
// content exported to it, the home page and a landing page built from it under Lighthouse beside the embedded ones.
// Then publishes an article whose cover and in-text photo are 2400 x 1800 JPEGs of ~0.7 MB (made with sharp, as the
// store bench's are) and a magazine of short posts, and the production build reading it (two processes, hour-long
// caches). Then:
//   1. how long an edit takes to show in every process, and where the time goes (wordpress-latency.mjs);
//   2. at 390 px, the image bytes of the article's first view in a fresh phone-sized browser (DPR 3);
//   3. Lighthouse (mobile, CPU calibrated to the host, a fresh browser per run), median of RUNS runs,
//      side by side with a Markdown article of a site without WordPress (the noisy machine's baseline).
// Budgets: an edit live within 3 s; as the store bench's, <= 250 KB of images a first view, no image over
// 300 KB, photos as AVIF or WebP, performance >= 95 in every run, LCP < 2 s. Prints a table, writes
// bench/wordpress-results.json. Options: --runs=N, --skip-lighthouse, --skip-latency, --skip-pages, --only-pages.
import { mkdirSync, writeFileSync } from 'node:fs'
import { freePort, launchSite } from '../lib/launch.mjs'
import { storePhoto } from '../../tests/e2e/support/store-photos.mjs'
import { startWordPress } from '../../tests/e2e/support/wordpress.mjs'
import { CHROMIUM } from './chromium.mjs'
import { lighthouseRun } from './lighthouse.mjs'
import { startScriptless } from './scriptless.mjs'
import { startServer } from './server.mjs'
import { LIVE_BUDGET_MS, latencyRows, measureEditLatency, publishFillers } from './wordpress-latency.mjs'
import { benchPages, lighthouseSummary as summary, pagesRows, warmImages } from './wordpress-pages.mjs'

const budgets = { liveMs: LIVE_BUDGET_MS, firstViewImageKb: 250, largestImageKb: 300, performance: 0.95, lcpMs: 2000 }
const SECRET = 'bench-secret-shared-with-wordpress'
const PATH = '/inspiration-hub/a-wine-wall-in-verona'
const BASELINE = '/inspiration-hub/wine-service-temperatures'

async function publishArticle(wp) {
  const cover = await wp.upload(
    await storePhoto('cantina-60-wine-cabinet-1'),
    'wine-wall-verona.jpg',
    'A wall of wine cabinets lit behind a restaurant’s bar',
  )
  const inText = await wp.upload(
    await storePhoto('cantina-60-wine-cabinet-2'),
    'wine-wall-detail.jpg',
    'Bottles at serving temperature behind glass',
  )
  const paragraph = 'A wine list is only as good as the temperature it is served at. '.repeat(6)
  await wp.rest('POST', '/wp/v2/posts', {
    title: 'A wine wall in Verona',
    slug: 'a-wine-wall-in-verona',
    status: 'publish',
    lang: 'en',
    excerpt: 'How a Verona restaurant built its cellar into the dining room: three zones of temperature, one wall of glass.',
    content: `<p>${paragraph}</p><h2>Three zones</h2><p>${paragraph}</p><figure><img src="${inText.source_url}" alt="Bottles at serving temperature behind glass" width="2400" height="1800"><figcaption>The reds at 16 °C.</figcaption></figure><p>${paragraph}</p>`,
    featured_media: cover.id,
    meta: { lumera_products: ['cantina-60-wine-cabinet'] },
  })
}

async function firstViewImages(url) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    })
    await context.addInitScript(() => {
      localStorage.setItem('cookie_consent', 'no')
      localStorage.setItem('green_diploma', 'closed')
    })
    const page = await context.newPage()
    const images = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return
      const body = await response.body().catch(() => Buffer.alloc(0))
      images.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: body.byteLength })
    })
    await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 })
    const photos = images.filter((i) => i.url.startsWith('/api/images/'))
    return {
      images: images.length,
      photos: photos.length,
      totalKb: +(images.reduce((s, i) => s + i.bytes, 0) / 1024).toFixed(1),
      largestKb: +(Math.max(0, ...images.map((i) => i.bytes)) / 1024).toFixed(1),
      photoTypes: [...new Set(photos.map((p) => p.type))],
    }
  } finally {
    await browser.close()
  }
}

/** The article part: an edit's latency, the article's photos and Lighthouse; adds its figures to `report`. */
async function benchArticle({ wp, launch, markdown, report, runs, skipLighthouse, skipLatency }) {
  await publishArticle(wp)
  if (!skipLatency) await publishFillers(wp)
  const site = await launchSite(launch)
  try {
    console.log(`WordPress bench: ${site.url}${PATH} (WordPress ${wp.url})`)
    if (!skipLatency) {
      report.latency = await measureEditLatency({ wp, site, secret: SECRET })
      console.log(`  edit live: median ${report.latency.liveMedianMs} ms, worst ${report.latency.liveMaxMs} ms`)
    }
    report.images = await firstViewImages(`${site.url}${PATH}`)
    console.log(
      `  images: ${report.images.images} (${report.images.photos} photos), ${report.images.totalKb} KB, largest ${report.images.largestKb} KB, ${report.images.photoTypes.join(' ')}`,
    )
    if (skipLighthouse) return
    // Lighthouse's phone picks other widths than the DPR 3 first view did.
    await warmImages(site.url, PATH)
    const runsOf = { wordpress: [], markdown: [], withoutScripts: [] }
    // The floor (decision 0062): the same WordPress article without its scripts, same headers and emulation.
    const scriptless = await startScriptless(site.url)
    try {
      for (let i = 0; i < runs; i++) {
        runsOf.wordpress.push(await lighthouseRun(`${site.url}${PATH}`, { calibrated: true }))
        runsOf.markdown.push(await lighthouseRun(`${markdown}${BASELINE}`, { calibrated: true }))
        runsOf.withoutScripts.push(await lighthouseRun(`${scriptless.origin}${PATH}`, { calibrated: true }))
      }
    } finally {
      await scriptless.close()
    }
    report.lighthouse = {
      wordpress: summary(runsOf.wordpress),
      markdown: summary(runsOf.markdown),
      withoutScripts: summary(runsOf.withoutScripts),
    }
  } finally {
    await site.stop()
  }
}

function articleRows(report, check) {
  const i = report.images
  const rows = [
    ...(report.latency ? latencyRows(report.latency, check) : []),
    [
      'Images, article with a WordPress photo (390 px, DPR 3)',
      `${i.totalKb} KB in ${i.images}`,
      `<= ${budgets.firstViewImageKb} KB`,
      check(i.totalKb <= budgets.firstViewImageKb),
    ],
    ['Largest image', `${i.largestKb} KB`, `<= ${budgets.largestImageKb} KB`, check(i.largestKb <= budgets.largestImageKb)],
    [
      'Photo formats',
      i.photoTypes.join(', ') || 'none',
      'AVIF or WebP',
      check(i.photos > 0 && i.photoTypes.every((t) => t === 'image/avif' || t === 'image/webp')),
    ],
  ]
  if (!report.lighthouse) return rows
  const { wordpress: w, markdown: m, withoutScripts: f } = report.lighthouse
  const figures = (s) => `P ${s.scores.join(', ')}, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms`
  return [
    ...rows,
    [
      'Lighthouse article (WordPress photo), calibrated',
      `${figures(w)}, index ${w.benchmarkIndexes.join('/')}`,
      `P >= ${budgets.performance * 100} every run, LCP < ${budgets.lcpMs / 1000} s`,
      check(w.minPerformance >= budgets.performance && w.lcpMs < budgets.lcpMs),
    ],
    ['  same run, Markdown article (drawing)', figures(m), 'baseline', 'info'],
    ['  same run, the WordPress article without its scripts', figures(f), 'the floor (decision 0062)', 'info'],
  ]
}

/**
 * Runs the WordPress bench; resolves to the process exit code (0 when every budget is met). `pages`: the pages part
 * (skipped with `skipLighthouse`); `article`: the article's edit latency, photos and Lighthouse.
 */
export async function benchWordPress({ runs = 3, skipLighthouse = false, skipLatency = false, pages = true, article = true } = {}) {
  const port = await freePort()
  const wp = await startWordPress({ siteUrl: `http://127.0.0.1:${port}`, secret: SECRET })
  let markdown
  const report = { date: new Date().toISOString(), node: process.version, runs, budgets }
  // As the end-to-end tests run it: two processes, caches that only a notification can make fresh. Each part starts
  // it anew on the port WordPress knows.
  const launch = {
    port,
    supervised: true,
    env: {
      GTM_ID: '',
      WORDPRESS_URL: wp.url,
      WORDPRESS_WEBHOOK_SECRET: SECRET,
      WEB_CONCURRENCY: '2',
      CONTENT_CACHE_SECONDS: '3600',
      PAGE_CACHE_SECONDS: '600',
    },
  }
  try {
    markdown = await startServer()
    // First: the home page shows the newest articles, which the article part publishes.
    if (pages && !skipLighthouse) {
      console.log(`WordPress bench, pages: the embedded content exported to WordPress ${wp.url}`)
      report.pages = await benchPages({ wp, launch, embedded: markdown.origin, runs })
    }
    if (article) await benchArticle({ wp, launch, markdown: markdown.origin, report, runs, skipLighthouse, skipLatency })
  } finally {
    await markdown?.stop()
    await wp.stop()
  }
  const check = (ok) => (ok ? 'ok' : 'OVER')
  const rows = [...(report.pages ? pagesRows(report.pages, budgets, check) : []), ...(report.images ? articleRows(report, check) : [])]
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length), 6))
  const line = (r) => r.map((c, n) => c.padEnd(widths[n])).join(' | ')
  console.log(
    `\n${line(['measure', 'result', 'budget', 'status'])}\n${widths.map((w) => '-'.repeat(w)).join('-|-')}\n${rows.map(line).join('\n')}`,
  )
  // A run of the pages alone keeps a whole run's figures.
  const file = article ? 'bench/wordpress-results.json' : 'bench/wordpress-pages-results.json'
  mkdirSync('bench', { recursive: true })
  writeFileSync(file, JSON.stringify({ ...report, table: rows }, null, 2))
  console.log(`\nWrote ${file}`)
  return rows.every((r) => r[3] !== 'OVER') ? 0 : 1
}

// Run on its own: `node scripts/bench/wordpress.mjs [--runs=N] [--skip-lighthouse] [--skip-latency] [--skip-pages]
// [--only-pages]` (needs `npm run build` first).
if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
  process.exitCode = await benchWordPress({
    runs,
    skipLighthouse: process.argv.includes('--skip-lighthouse'),
    skipLatency: process.argv.includes('--skip-latency'),
    pages: !process.argv.includes('--skip-pages'),
    article: !process.argv.includes('--only-pages'),
  })
}
