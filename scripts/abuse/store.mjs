// Scenario 5, the store misbehaving (issue 30): WooCommerce answering slowly (30 s), with HTML
// instead of JSON, with 200 and a truncated body, or with 10 MB. The last good catalogue stays
// served (quickly), health says what is wrong, and the image service refuses what is not an image.
import { startFakeStore } from '../../tests/e2e/support/fake-store.mjs'
import { sleep, startSite } from './support.mjs'

const EXCLUSIVE = '/product/store-exclusive-75-cake-display'

export async function misbehavingStore({ cpus = 0, log = console.log } = {}) {
  const store = await startFakeStore({ key: 'ck_abuse', secret: 'cs_abuse', photos: true })
  const site = await startSite(
    {
      WOOCOMMERCE_URL: store.url,
      WOOCOMMERCE_CONSUMER_KEY: 'ck_abuse',
      WOOCOMMERCE_CONSUMER_SECRET: 'cs_abuse',
      CATALOGUE_CACHE_SECONDS: '2',
      PAGE_CACHE_SECONDS: '0',
    },
    { cpus },
  )
  const checks = []
  const figures = {}
  try {
    for (const [mode, waitMs] of [
      ['slow', 12_000],
      ['html', 5_000],
      ['truncated', 5_000],
      ['huge', 5_000],
    ]) {
      store.setMode(mode)
      // Visitors keep coming meanwhile: the feed is refreshed when a page asks for it after its TTL.
      for (let waited = 0; waited < waitMs; waited += 1000) {
        await fetch(`${site.origin}${EXCLUSIVE}`, { signal: AbortSignal.timeout(10_000) })
          .then((r) => r.arrayBuffer())
          .catch(() => null)
        await sleep(1000)
      }
      const started = performance.now()
      const page = await fetch(`${site.origin}${EXCLUSIVE}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
      const html = (await page?.text()) ?? ''
      const ms = Math.round(performance.now() - started)
      const health = await (await fetch(`${site.origin}/api/health`)).json()
      const problem = (health.problems ?? []).find((p) => p.startsWith('catalogue')) ?? null
      figures[mode] = { status: page?.status ?? 0, ms, healthStatus: health.status, problem }
      log(`  ${mode}: product page ${page?.status ?? 'no answer'} in ${ms} ms; health ${health.status}: ${problem}`)
      checks.push([
        `store ${mode}: product page and health`,
        'last good catalogue within 2 s, health degraded naming the store',
        page?.status === 200 && html.includes('Store Exclusive 75') && ms < 2000 && health.status === 'degraded' && problem !== null,
        `product page ${page?.status ?? 'none'} in ${ms} ms; health: ${problem}`,
      ])
      store.setMode('up')
      await sleep(3000)
    }
    // A photo the shop replaced by a web page, and one that says JPEG and is a script.
    let n = 0
    const imagesOf = async () =>
      new Set((await (await fetch(`${site.origin}${EXCLUSIVE}`)).text()).match(/\/api\/images\/[0-9a-f]{16}\/\d+/g) ?? [])
    for (const hostile of ['page.html', 'disguised.jpg']) {
      const before = await imagesOf()
      store.updateProduct('en', 'store-exclusive-75-cake-display', () => ({
        images: [
          {
            id: 7000 + n,
            src: `${store.url}/wp-content/uploads/hostile/${hostile}`,
            alt: 'x',
            date_modified_gmt: `2026-11-2${n++}T10:00:00`,
          },
        ],
      }))
      let images = []
      for (let i = 0; i < 10 && images.length === 0; i++) {
        await sleep(1000)
        images = [...(await imagesOf())].filter((path) => !before.has(path))
      }
      const answers = await Promise.all(
        images
          .slice(0, 3)
          .map(async (path) => (await fetch(`${site.origin}${path}`, { headers: { Accept: 'image/avif,image/webp' } })).status),
      )
      figures[hostile] = { images: images.length, answers }
      checks.push([
        `store photo that is a ${hostile === 'page.html' ? 'web page' : 'script said to be a JPEG'}`,
        'refused (415)',
        answers.length > 0 && answers.every((s) => s === 415),
        `${images.length} image URLs in the page, answers ${answers.join(', ') || 'none'}`,
      ])
    }
    return { figures, checks }
  } finally {
    await site.stop()
    await store.close()
  }
}
