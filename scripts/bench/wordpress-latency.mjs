// How long an editor's save takes to show on the site (issue 26's budget: 3 s), measured on the site
// the tests run (two processes under `npm run serve`, hour-long content and page caches, so only the
// plugin's notification can bring an edit) against the tests' throw-away WordPress:
//   1. save to live: an editor's save through WordPress's REST API (the plugin notifies the site on
//      the way out) until every process serves the new title; EDITS times, median and worst;
//   2. where the seconds go, from the site's log lines: the save itself (WordPress, the plugin's
//      notification included), the notification's way to the site (`lagMs`, against the plugin's
//      millisecond `sent`), the read (`content read` ms), and the rest (page cache dropped, render);
//   3. side by side in one run, the site's part alone (a signed notification until every process
//      serves the edit, made in WordPress's database without hooks): naming the post (a read of one
//      post per process) against naming nothing (a whole read: every list in every language).
import { createHmac } from 'node:crypto'
import { median } from './stats.mjs'

/** The median in whole ms; 0 when no edit was timed. */
const medianMs = (values) => (values.length ? Math.round(median(values)) : 0)

export const LIVE_BUDGET_MS = 3000
const EDITS = 8
/** Posts beside the measured one, so that a whole read reads a magazine, not one article. */
const FILLERS = 24

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Publishes the filler posts (before the site starts: their notifications find nobody, as intended). */
export async function publishFillers(wp) {
  for (let i = 0; i < FILLERS; i++) {
    const lang = i % 2 ? 'it' : 'en'
    await wp.rest('POST', '/wp/v2/posts', {
      title: `${lang === 'en' ? 'Notes from the workshop' : 'Appunti dal laboratorio'} ${i + 1}`,
      status: 'publish',
      lang,
      excerpt: 'A short note for the bench.',
      content: `<p>${'Glass, light and cold air, kept in balance. '.repeat(20)}</p>`,
    })
  }
}

/** Resolves once `path` shows `needle` in `times` answers in a row (both processes answer in turn). */
async function shownEverywhere(origin, path, needle, times = 4, timeoutMs = 30_000) {
  const started = Date.now()
  let inARow = 0
  while (inARow < times) {
    if (Date.now() - started > timeoutMs) throw new Error(`"${needle}" not shown on ${path} within ${timeoutMs / 1000} s`)
    const html = await (await fetch(`${origin}${path}`)).text()
    inARow = html.includes(needle) ? inARow + 1 : 0
    if (inARow === 0) await sleep(20)
  }
  return Date.now()
}

/** The site's JSON log lines with this message, from `from` (a length of its output) on. */
const logLines = (site, message, from) =>
  site
    .output()
    .slice(from)
    .split('\n')
    .filter((l) => l.includes(`"msg":"${message}"`))
    .flatMap((l) => {
      try {
        return [JSON.parse(l)]
      } catch {
        return [] // two processes' lines, cut by the pipe: not ours
      }
    })

/**
 * @param {{ wp: any, site: { url: string, output: () => string }, secret: string }} options the WordPress,
 *   the site launched with its output kept (two processes), and the webhook's secret
 */
export async function measureEditLatency({ wp, site, secret }) {
  const origin = site.url
  const created = await wp.rest('POST', '/wp/v2/posts', {
    title: 'Latency 0',
    slug: 'latency-probe',
    status: 'publish',
    lang: 'en',
    excerpt: 'The post the bench edits.',
    content: '<p>Edited again and again.</p>',
  })
  const path = '/inspiration-hub/latency-probe'
  await shownEverywhere(origin, path, '>Latency 0</h1>')

  // 1 and 2: an editor's save, through the plugin.
  const saves = []
  for (let i = 1; i <= EDITS; i++) {
    const mark = site.output().length
    const title = `Latency ${i}`
    const began = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${created.id}`, { title })
    const saved = Date.now()
    const shown = await shownEverywhere(origin, path, `>${title}</h1>`)
    const notification = logLines(site, 'wordpress notification', mark)[0]
    const reads = logLines(site, 'content read', mark).filter((l) => l.cause === 'change')
    saves.push({
      liveMs: shown - began,
      saveMs: saved - began,
      lagMs: notification?.lagMs ?? null,
      readMs: reads.length ? Math.max(...reads.map((r) => r.ms)) : null,
      reads: reads.map((r) => r.read),
    })
    await sleep(300)
  }

  // 3: the site's part alone, a read of one post against a whole read, alternated.
  const notify = (message) => {
    // Signed with the time it is sent, as the plugin signs it: the site reads nothing older or seen before.
    const body = JSON.stringify({ ...message, sent: new Date().toISOString() })
    return fetch(`${origin}/api/webhooks/wordpress`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', 'X-WP-Webhook-Signature': createHmac('sha256', secret).update(body).digest('base64') },
    }).then((r) => r.text())
  }
  const siteOnly = { post: [], everything: [] }
  for (let i = 1; i <= EDITS; i++) {
    for (const scope of ['post', 'everything']) {
      const title = `Quiet ${scope} ${i}`
      wp.php(
        `global $wpdb; $wpdb->update($wpdb->posts, array('post_title' => ${JSON.stringify(title)}), array('ID' => ${created.id})); clean_post_cache(${created.id});`,
      )
      const began = Date.now()
      await notify(scope === 'post' ? { event: 'post.updated', post: { id: created.id, type: 'post', lang: 'en' } } : { event: 'ping' })
      siteOnly[scope].push((await shownEverywhere(origin, path, `>${title}</h1>`)) - began)
      await sleep(300)
    }
  }
  const live = saves.map((s) => s.liveMs)
  const known = (key) => saves.map((s) => s[key]).filter((v) => v !== null)
  return {
    edits: EDITS,
    fillers: FILLERS,
    saves,
    liveMedianMs: medianMs(live),
    liveMaxMs: Math.max(...live),
    saveMedianMs: medianMs(known('saveMs')),
    lagMedianMs: medianMs(known('lagMs')),
    readMedianMs: medianMs(known('readMs')),
    siteOnly: { postMedianMs: medianMs(siteOnly.post), everythingMedianMs: medianMs(siteOnly.everything), ...siteOnly },
  }
}

/** The bench table's rows for the latency. */
export function latencyRows(l, check) {
  return [
    [
      `Edit live in every process (save to shown, ${l.edits} edits)`,
      `median ${l.liveMedianMs} ms, worst ${l.liveMaxMs} ms`,
      `< ${LIVE_BUDGET_MS / 1000} s every edit`,
      check(l.liveMaxMs < LIVE_BUDGET_MS),
    ],
    [
      '  where it goes (medians)',
      `save ${l.saveMedianMs} ms (WordPress, notification sent), notification ${l.lagMedianMs} ms, read ${l.readMedianMs} ms`,
      'info',
      'info',
    ],
    [
      `  site alone: notification to shown (${FILLERS + 1} posts)`,
      `one post read ${l.siteOnly.postMedianMs} ms, whole read ${l.siteOnly.everythingMedianMs} ms`,
      'info',
      'info',
    ],
  ]
}
