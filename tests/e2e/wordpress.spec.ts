import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createHmac } from 'node:crypto'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { storePhoto } from './support/store-photos.mjs'
import { asReturningVisitor, untilInteractive } from './support/visitor'
import { w3cErrors } from './support/w3c'
import { openPreviewLink } from './support/preview'
import { PREVIEW_SECRET, startSiteWithWordPress, WORDPRESS_SECRET, type SiteWithWordPress } from './support/site-with-wordpress'
import { wordPressAvailable } from './support/wordpress.mjs'

/**
 * Stories and articles from a real WordPress (issue 26): Debian's WordPress 6.1 with the site's
 * plugin, its own MariaDB and PHP's server, one per run (support/wordpress.mjs). The site runs two
 * processes (the cluster's change bus) with hour-long caches, so only the plugin's notifications can
 * make an edit show at all. How fast (the issue's 3 s) is the bench's to measure (`npm run bench --
 * --wordpress`): here each change must show in every process, and the time it took is printed.
 * Everything here is an HTTP answer or the content of a page: one width.
 */
/** Long enough for a CI machine busy with other work; a change that never shows fails after it. */
const LIVE_TIMEOUT_MS = 30_000
/** The export of the Markdown (20 posts, their covers): it may not outlive this, whatever WordPress does. */
const EXPORT_TIMEOUT_MS = 150_000

let wp: SiteWithWordPress['wp']
let site: SiteWithWordPress['site']
let stop: SiteWithWordPress['stop'] | undefined

test.describe.configure({ mode: 'serial' })
test.skip(!wordPressAvailable(), 'WordPress, MariaDB and PHP are installed by .ci/run (apt-get)')

test.describe('content from WordPress', { tag: '@one-width' }, () => {
  test.setTimeout(90_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;({ wp, site, stop } = await startSiteWithWordPress({ processes: 2 }))
  })

  test.afterAll(() => stop?.())

  test.beforeEach(({ page }) => asReturningVisitor(page))

  const get = (path: string, init?: RequestInit) => fetch(`${site.url}${path}`, { redirect: 'manual', ...init })
  const text = async (path: string) => (await get(path)).text()

  /** True once every one of several requests (both processes answer in turn) meets the condition. */
  async function everywhere(check: () => Promise<boolean>) {
    for (let i = 0; i < 4; i++) if (!(await check())) return false
    return true
  }
  /** Waits until the condition holds in every process; prints how long it took after `since` (the save began). */
  async function live(what: string, check: () => Promise<boolean>, since = Date.now()) {
    await expect.poll(() => everywhere(check), { message: what, intervals: [100], timeout: LIVE_TIMEOUT_MS }).toBe(true)
    const description = `${what}: ${Date.now() - since} ms`
    test.info().annotations.push({ type: 'live', description })
    console.log(`  live in every process: ${description}`)
  }
  /** Where the header's "Customer stories" leads on this page, as its HTML says. */
  const featuredLink = async (path: string) =>
    /<a\b[^>]*\bhref="([^"]+)"[^>]*>(?:Customer stories|Storie dei clienti|Referenzen)<\/a>/.exec(await text(path))?.[1]
  /** The export command, run as an operator would; it is killed if it outlives EXPORT_TIMEOUT_MS. */
  const exportToWordPress = () =>
    promisify(execFile)(process.execPath, ['scripts/content.mjs', '--export-to-wordpress'], {
      env: { ...process.env, WORDPRESS_URL: wp.url, WORDPRESS_USER: wp.user, WORDPRESS_APP_PASSWORD: wp.appPassword },
      encoding: 'utf8',
      timeout: EXPORT_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    })

  const article = { en: 0, it: 0, enSlug: 'dry-ageing-at-home-in-the-shop', itSlug: 'frollatura-in-vetrina-a-casa', cover: 0 }
  const story = { en: 0, it: 0, enSlug: 'caffe-roma-turin', itSlug: 'caffe-roma-torino' }

  test('an article and a story published with their translations appear everywhere, in both languages', async ({ page }) => {
    // Pages and the sitemap are read (and cached for 10 minutes) before anything is published.
    for (const path of ['/inspiration-hub', '/it/centro-inspirazione', '/customer-stories', '/it/storie-dei-clienti'])
      expect((await get(path)).status).toBe(200)
    const photo = await wp.upload(
      await storePhoto('frollo-70-dry-ager-1'),
      'dry-ager-counter.jpg',
      'A dry-ageing cabinet lit in a butcher’s window',
    )
    const en = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Dry ageing at home in the shop window',
      slug: article.enSlug,
      status: 'publish',
      lang: 'en',
      excerpt: 'How a butcher turned dry ageing into the window display that brings customers in, and what the cabinet does for the meat.',
      content: '<p>The cabinet keeps 2 °C and 80% humidity.</p><h2>What changed</h2><ul><li>Sales of aged cuts doubled.</li></ul>',
      featured_media: photo.id,
      meta: { lumera_products: ['frollo-70-dry-ager'] },
    })
    const it = await wp.rest('POST', '/wp/v2/posts', {
      title: 'La frollatura in vetrina, a casa del cliente',
      slug: article.itSlug,
      status: 'publish',
      lang: 'it',
      translations: { en: en.id },
      excerpt: 'Come una macelleria ha fatto della frollatura la vetrina che attira i clienti, e che cosa fa il frigorifero per la carne.',
      content: '<p>La vetrina tiene 2 °C e l’80% di umidità.</p>',
      featured_media: photo.id,
    })
    Object.assign(article, { en: en.id, it: it.id, cover: photo.id })
    const storyEn = await wp.rest('POST', '/wp/v2/customer-stories', {
      title: 'Caffè Roma: a pastry counter for Turin',
      slug: story.enSlug,
      status: 'publish',
      lang: 'en',
      excerpt: 'A historic café in Turin replaced its pastry counter in one night, with two curved cabinets that keep cream at 4 °C.',
      content: '<p>One night, two cabinets.</p>',
      meta: { lumera_client: 'Caffè Roma', lumera_location: 'Turin, Italy', lumera_products: ['aurora-90-cake-display'] },
    })
    const storyIt = await wp.rest('POST', '/wp/v2/customer-stories', {
      title: 'Caffè Roma: un banco pasticceria per Torino',
      slug: story.itSlug,
      status: 'publish',
      lang: 'it',
      translations: { en: storyEn.id },
      excerpt:
        'Uno storico caffè torinese ha cambiato il banco pasticceria in una notte, con due vetrine curve che tengono la crema a 4 °C.',
      content: '<p>Una notte, due vetrine.</p>',
      meta: { lumera_client: 'Caffè Roma', lumera_location: 'Torino, Italia', lumera_products: ['aurora-90-vetrina-dolci'] },
    })
    Object.assign(story, { en: storyEn.id, it: storyIt.id })

    await live('published', async () => {
      const [list, lista, stories, storie, sitemap] = await Promise.all(
        ['/inspiration-hub', '/it/centro-inspirazione', '/customer-stories', '/it/storie-dei-clienti', '/sitemap.xml'].map(text),
      )
      return (
        list!.includes('Dry ageing at home in the shop window') &&
        lista!.includes('La frollatura in vetrina, a casa del cliente') &&
        stories!.includes('Caffè Roma: a pastry counter for Turin') &&
        storie!.includes('Caffè Roma: un banco pasticceria per Torino') &&
        sitemap!.includes(`/it/storie-dei-clienti/${story.itSlug}`)
      )
    })

    // The sitemap pairs the versions with hreflang.
    const sitemap = await text('/sitemap.xml')
    expect(sitemap).toContain(`<loc>${site.url.replace('127.0.0.1', 'localhost')}/inspiration-hub/${article.enSlug}</loc>`)
    expect(sitemap).toMatch(new RegExp(`hreflang="it" href="[^"]*/it/centro-inspirazione/${article.itSlug}"`))

    // The article's page: its photo through the image service, its cabinet, and the switch to its translation.
    await page.goto(`${site.url}/inspiration-hub/${article.enSlug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dry ageing at home in the shop window')
    const cover = page.getByRole('img', { name: 'A dry-ageing cabinet lit in a butcher’s window' }).first()
    await expect(cover).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{16}\/\d+\.jpg$/)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    expect(await page.content()).not.toContain(wp.url)
    await expect(page.getByRole('link', { name: /Frollo 70/ }).first()).toBeVisible()
    await page.getByRole('link', { name: 'IT Italiano' }).first().click()
    await expect(page).toHaveURL(`${site.url}/it/centro-inspirazione/${article.itSlug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La frollatura in vetrina, a casa del cliente')

    // The story's page, in Italian, with its client and place.
    await page.goto(`${site.url}/it/storie-dei-clienti/${story.itSlug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caffè Roma: un banco pasticceria per Torino')
    await expect(page.getByText('Torino, Italia')).toBeVisible()
    await page.getByRole('link', { name: 'EN English' }).first().click()
    await expect(page).toHaveURL(`${site.url}/customer-stories/${story.enSlug}`)

    // The header's "Customer stories" opens the story that exists now (the Markdown's featured one is not in WordPress), in each language.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customer stories' }).click()
    await expect(page).toHaveURL(`${site.url}/customer-stories/${story.enSlug}`)
    expect(await featuredLink('/it/centro-inspirazione')).toBe(`/it/storie-dei-clienti/${story.itSlug}`)

    // No German version: the German site lists and shows the English one, marked so, and leaves it out of its sitemap.
    await live('listed in German, in English', async () =>
      (await text('/de/inspiration'))!.includes('Dry ageing at home in the shop window'),
    )
    expect(await featuredLink('/de/inspiration')).toBe(`/de/referenzen/${story.enSlug}`)
    await page.goto(`${site.url}/de/inspiration`)
    const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Dry ageing at home in the shop window' })
    await expect(card.getByText('Auf Englisch', { exact: true })).toBeVisible()
    await card.getByRole('link', { name: 'Dry ageing at home in the shop window' }).click()
    await expect(page).toHaveURL(`${site.url}/de/inspiration/${article.enSlug}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en', { timeout: 20_000 })
    await expect(page.getByText('Diese Seite ist noch nicht ins Deutsche übersetzt. Sie lesen sie hier auf Englisch.')).toBeVisible()
    expect(await text('/sitemap.xml')).not.toContain(`/de/inspiration/${article.enSlug}`)
  })

  test('an edit shows in every process', async () => {
    const saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${article.en}`, { title: 'Dry ageing in the shop window, at home' })
    await live(
      'edited',
      async () => (await text(`/inspiration-hub/${article.enSlug}`)).includes('>Dry ageing in the shop window, at home</h1>'),
      saved,
    )
  })

  test('a category’s new slug and a deleted cover reach every process, though no post was saved', async () => {
    const path = `/inspiration-hub/${article.enSlug}`
    const eyebrow = async () => /<p class="eyebrow">([^<]*)<\/p>/.exec(await text(path))?.[1]
    // In a category whose slug names no collection: the page names its section.
    const butchers = await wp.rest('POST', '/wp/v2/categories', { name: 'Butchers', slug: 'butchers' })
    await wp.rest('POST', `/wp/v2/posts/${article.en}`, { categories: [butchers.id], title: 'Dry ageing in the shop window, for butchers' })
    await live('in its category', async () => (await text(path)).includes('>Dry ageing in the shop window, for butchers</h1>'))
    expect(await eyebrow()).not.toBe('Meat dry-ageing')
    // Re-slugged in Posts > Categories: the site maps it to the meat collection.
    const renamed = Date.now()
    await wp.rest('POST', `/wp/v2/categories/${butchers.id}`, { slug: 'frollatura' })
    await live('category re-slugged', async () => (await eyebrow()) === 'Meat dry-ageing', renamed)
    // The cover deleted from the media library: the page shows the brand's drawing instead.
    expect(await text(path)).toContain('A dry-ageing cabinet lit in a butcher’s window')
    const deleted = Date.now()
    await wp.rest('DELETE', `/wp/v2/media/${article.cover}?force=true`)
    await live('cover deleted', async () => !(await text(path)).includes('A dry-ageing cabinet lit in a butcher’s window'), deleted)
  })

  test('a slug change answers 301 from the old address to the new one', async () => {
    const saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${article.en}`, { slug: 'dry-ageing-in-the-window' })
    await live(
      'slug changed',
      async () => {
        const response = await get(`/inspiration-hub/${article.enSlug}`)
        return response.status === 301 && response.headers.get('Location')?.endsWith('/inspiration-hub/dry-ageing-in-the-window') === true
      },
      saved,
    )
    expect((await get('/inspiration-hub/dry-ageing-in-the-window')).status).toBe(200)
    article.enSlug = 'dry-ageing-in-the-window'
  })

  test('unpublishing answers 404 and leaves the lists, the sitemap, the translation’s hreflang and the header', async () => {
    const saved = Date.now()
    await wp.rest('POST', `/wp/v2/posts/${article.it}`, { status: 'draft' })
    await live('unpublished', async () => (await get(`/it/centro-inspirazione/${article.itSlug}`)).status === 404, saved)
    expect(await text('/it/centro-inspirazione')).not.toContain('La frollatura in vetrina')
    expect(await text('/sitemap.xml')).not.toContain(article.itSlug)
    expect(await text(`/inspiration-hub/${article.enSlug}`)).not.toContain(`/it/centro-inspirazione/${article.itSlug}`)
    // Deleted for good: gone too, and the Italian header opens the English story, shown in Italy as its fallback (no
    // Italian story is left; docs/decisions/0066), not a 404.
    const deleted = Date.now()
    await wp.rest('DELETE', `/wp/v2/customer-stories/${story.it}?force=true`)
    await live('deleted', async () => (await get(`/it/storie-dei-clienti/${story.itSlug}`)).status === 404, deleted)
    await live(
      'header with the English story',
      async () => (await featuredLink('/it/centro-inspirazione')) === `/it/storie-dei-clienti/${story.enSlug}`,
    )
    expect((await get(`/it/storie-dei-clienti/${story.enSlug}`)).status).toBe(200)
    expect(await featuredLink('/inspiration-hub')).toBe(`/customer-stories/${story.enSlug}`)
  })

  test('a scheduled post appears when WP-Cron publishes it', async () => {
    // WordPress schedules only what is at least a minute ahead.
    const scheduled = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Gelato at minus fourteen, scheduled',
      slug: 'gelato-scheduled',
      status: 'future',
      date_gmt: new Date(Date.now() + 120_000).toISOString().slice(0, 19),
      lang: 'en',
      content: '<p>Published by WP-Cron.</p>',
    })
    expect(scheduled.status).toBe('future')
    expect((await get('/inspiration-hub/gelato-scheduled')).status).toBe(404)
    // Two minutes pass: the post's time and its cron event are moved to a second ago.
    wp.php(`global $wpdb; $id = ${scheduled.id}; $past = time() - 1;
      $wpdb->update($wpdb->posts, array('post_date_gmt' => gmdate('Y-m-d H:i:s', $past), 'post_date' => get_date_from_gmt(gmdate('Y-m-d H:i:s', $past))), array('ID' => $id));
      clean_post_cache($id);
      wp_clear_scheduled_hook('publish_future_post', array($id));
      wp_schedule_single_event($past, 'publish_future_post', array($id));`)
    // As a system cron job calling wp-cron.php does.
    const ran = Date.now()
    await wp.runCron()
    await live('published by WP-Cron', async () => (await get('/inspiration-hub/gelato-scheduled')).status === 200, ran)
  })

  test('a forged, unsigned or stale notification gets 401, a replayed one reads nothing', async () => {
    const message = { event: 'post.updated', post: { id: article.en, type: 'post' } }
    const body = JSON.stringify({ ...message, sent: new Date().toISOString() })
    const sign = (key: string, what = body) => createHmac('sha256', key).update(what).digest('base64')
    const notify = (signature: string, what = body) =>
      get('/api/webhooks/wordpress', {
        method: 'POST',
        body: what,
        headers: { 'Content-Type': 'application/json', 'X-WP-Webhook-Signature': signature },
      })
    for (const signature of [sign('a-guessed-secret-value'), '']) expect((await notify(signature)).status).toBe(401)
    // Signed, but sent an hour ago, or with no time at all: a captured notification is worthless later.
    for (const stale of [{ ...message, sent: new Date(Date.now() - 3_600_000).toISOString() }, message]) {
      const what = JSON.stringify(stale)
      expect((await notify(sign(WORDPRESS_SECRET, what), what)).status).toBe(401)
    }
    const first = await notify(sign(WORDPRESS_SECRET))
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ ok: true, action: 'refresh' })
    for (let again = 0; again < 3; again++) {
      const replay = await notify(sign(WORDPRESS_SECRET))
      expect(replay.status).toBe(200)
      expect(await replay.json()).toEqual({ ok: true, action: 'replayed' })
    }
  })

  test('Preview shows a draft to the editor who asked and to nobody else: the address keeps no token, nothing keeps or tracks it', async ({
    page,
    browser,
  }) => {
    const draft = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Lighting a chocolate counter (draft)',
      status: 'draft',
      lang: 'en',
      content: '<p>Not public yet.</p>',
    })
    const link = wp.php(`echo lumera_preview_link( get_post( ${draft.id} ), 1 );`)
    expect(link).toMatch(
      new RegExp(
        `^http://127\\.0\\.0\\.1:${site.port}/inspiration-hub/lighting-a-chocolate-counter-draft\\?preview_id=${draft.id}&user=1&expires=\\d+&signature=[\\w-]+$`,
      ),
    )
    const path = link.slice(link.indexOf('/inspiration-hub'))
    const clean = `/inspiration-hub/lighting-a-chocolate-counter-draft?preview_id=${draft.id}`

    // The signed link is traded for an http-only, same-site cookie of this page, and the browser goes to the clean address.
    const exchange = await get(path)
    expect(exchange.status).toBe(303)
    expect(exchange.headers.get('Location')).toBe(clean)
    expect(exchange.headers.get('Cache-Control')).toBe('private, no-store, max-age=0')
    const cookies = exchange.headers.getSetCookie()
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies)
      expect(cookie).toMatch(
        new RegExp(
          `^lumera_preview_${draft.id}=1\\.\\d+\\.\\.[\\w-]+; Path=/(inspiration-hub/lighting-a-chocolate-counter-draft|_serverFn); Max-Age=\\d{4}; HttpOnly; SameSite=Lax$`,
        ),
      )

    // A visitor who accepted analytics: the tag manager runs on the site's pages, never on a preview.
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'yes'))
    const tagManager: string[] = []
    await page.route(
      'https://www.googletagmanager.com/**',
      (route) => (tagManager.push(route.request().url()), route.fulfill({ body: '', contentType: 'text/javascript' })),
    )
    const response = await page.goto(`${site.url}${path}`)
    expect(page.url()).toBe(`${site.url}${clean}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store, max-age=0')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    expect(response?.headers()['content-security-policy']).not.toContain('googletagmanager')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lighting a chocolate counter (draft)')
    await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('only people with this link can see it')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await untilInteractive(page)
    // Nothing to wait for but time: a page view goes out 250 ms after a page shows; twice that, and none came.
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? [])).toEqual([])
    expect(tagManager).toEqual([])
    // The same visitor on a published page: tracked, as the container expects (the test above could fail).
    const published = await page.goto(`${site.url}/inspiration-hub/${article.enSlug}`)
    expect(published?.headers()['content-security-policy']).toContain('googletagmanager')
    await expect
      .poll(() => page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown[] }).dataLayer ?? [])))
      .toContain('"event":"page_view"')
    expect(tagManager.length).toBeGreaterThan(0)

    // The latest revision, at once: nothing cached the first answer.
    await wp.rest('POST', `/wp/v2/posts/${draft.id}`, { title: 'Lighting a chocolate counter (second draft)' })
    const { page: again, cookie } = await openPreviewLink(link)
    const html = await again.text()
    expect(html).toContain('>Lighting a chocolate counter (second draft)</h1>')

    // Nobody else: the clean address without the cookie, a forged or an expired link, a link of the first version (no
    // editor), one signed with the webhook's secret, and this post's cookie on another post's address.
    const expired = Math.floor(Date.now() / 1000) - 60
    const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')
    const other = await wp.rest('POST', '/wp/v2/posts', { title: 'Another chocolate draft', status: 'draft', lang: 'en' })
    for (const [what, address, headers] of [
      ['the clean address alone', clean, {}],
      ['a forged link', path.replace(/signature=[\w-]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), {}],
      ['another post’s id', path.replace(`preview_id=${draft.id}`, `preview_id=${article.en}`), {}],
      [
        'an expired link',
        path.replace(
          /expires=\d+&signature=[\w-]+/,
          `expires=${expired}&signature=${sign(PREVIEW_SECRET, `preview:article:${draft.id}:1:${expired}`)}`,
        ),
        {},
      ],
      ['a link without its editor', path.replace('&user=1', ''), {}],
      [
        'a link signed with the webhook’s secret',
        path.replace(
          /signature=[\w-]+/,
          `signature=${sign(WORDPRESS_SECRET, link.split('?')[1]!.replace(/.*expires=(\d+).*/, `preview:article:${draft.id}:1:$1`))}`,
        ),
        {},
      ],
      [
        'this post’s cookie on another post',
        `/inspiration-hub/another-chocolate-draft?preview_id=${other.id}`,
        { Cookie: cookie.replace(`lumera_preview_${draft.id}=`, `lumera_preview_${other.id}=`) },
      ],
    ] as const) {
      const answer = await get(address, { headers })
      const body = await answer.text()
      expect(answer.status, what).toBe(403)
      expect(answer.headers.get('Set-Cookie'), what).toBeNull()
      expect(body, what).not.toContain('chocolate counter')
      expect(body, what).not.toContain('Not public yet')
    }
    expect((await get('/inspiration-hub/lighting-a-chocolate-counter-draft')).status).toBe(404)
    const stranger = await browser.newPage()
    await stranger.goto(`${site.url}${clean}`)
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('This preview is no longer available')
    await stranger.close()
    // No WordPress secret reaches a browser, preview or not.
    for (const secret of [wp.appPassword, WORDPRESS_SECRET, PREVIEW_SECRET]) expect(html).not.toContain(secret)
  })

  test('hostile HTML in a post renders harmless, and the page passes axe and the W3C checker', async ({ page }) => {
    await wp.rest('POST', '/wp/v2/posts', {
      title: 'A hostile article for the sanitiser',
      slug: 'hostile-article',
      status: 'publish',
      lang: 'en',
      excerpt: 'Everything an editor’s paste or a compromised account could put in a post, none of which may reach a visitor.',
      content: [
        '<p>Intro <script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2" alt="broken"></p>',
        '<p><a href="javascript:window.__pwned = 3">A link</a> and <a href="https://example.com/" onclick="window.__pwned = 4">another</a>.</p>',
        '<figure><img src="https://elsewhere.example/tracker.jpg" alt="Off-origin"></figure>',
        '<form action="https://evil.example/"><input name="card"><button>Pay</button></form>',
        '<div style="position:fixed;inset:0;background:red">Overlay</div>',
        '<iframe src="https://evil.example/frame"></iframe>',
        '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe title="The Frollo line" src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed"></iframe></div></figure>',
        '<h1>A second title</h1><h2>Results</h2><ol><li>One</li></ol>',
      ].join(''),
    })
    await live('hostile article published', async () => (await get('/inspiration-hub/hostile-article')).status === 200)
    const external: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => (external.push(route.request().url()), route.abort()))
    let dialogs = 0
    page.on('dialog', (dialog) => (dialogs++, dialog.dismiss()))
    await page.goto(`${site.url}/inspiration-hub/hostile-article`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A hostile article for the sanitiser')
    const body = page.locator('.prose-site')
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await body.locator('script, form, input, iframe, [onerror], [onclick], [style], a[href^="javascript"]').count()).toBe(0)
    expect(await body.locator('img[src*="elsewhere"]').count()).toBe(0)
    await expect(body.getByText('Overlay')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // The video waits for the visitor: no request to YouTube until they ask.
    const load = page.getByRole('button', { name: 'Load the video from YouTube' })
    await expect(load).toBeVisible()
    expect(external).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    expect(w3cErrors(await text('/inspiration-hub/hostile-article'))).toEqual([])
    await load.click()
    await expect(body.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/)
    expect(dialogs).toBe(0)
  })

  test('npm run content -- --export-to-wordpress publishes the Markdown stories and articles, translations and covers included', async ({
    page,
  }) => {
    test.setTimeout(2 * EXPORT_TIMEOUT_MS + 60_000)
    const run = await exportToWordPress()
    expect(run.stderr).toBe('')
    // Six articles and four stories, each in English, Italian and German.
    // The 30 posts, then every page and notice document (decision 0069), each language a WordPress item of its own.
    const documents = (folder: string) =>
      readdirSync(new URL(`../../content/${folder}/`, import.meta.url)).filter((f) => f.endsWith('.html')).length
    expect(run.stdout).toContain(`Published ${30 + documents('pages') + documents('notices')} posts, pages and notices`)
    await live('exported', async () => (await get('/it/storie-dei-clienti/bellavista-milano')).status === 200)
    // The Italian header opens an Italian story again, one that answers.
    const featured = await featuredLink('/it/centro-inspirazione')
    expect(featured).toMatch(/^\/it\/storie-dei-clienti\/[a-z0-9-]+$/)
    expect((await get(featured!)).status).toBe(200)
    for (const [path, count] of [
      ['/customer-stories', 4],
      ['/it/centro-inspirazione', 6],
    ] as const) {
      await page.goto(`${site.url}${path}`)
      await expect(page.locator('main h2 a[href*="/"]')).not.toHaveCount(0)
      expect(await page.locator('main li article').count()).toBeGreaterThanOrEqual(count)
    }
    await page.goto(`${site.url}/it/storie-dei-clienti/bellavista-milano`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pasticceria Bellavista: un banco nuovo per un classico di Brera')
    await expect(page.getByText('Milano, Italia')).toBeVisible()
    await expect(page.locator('header img[fetchpriority="high"]')).toHaveAttribute('src', /^\/api\/images\//)
    await page.getByRole('link', { name: 'EN English' }).first().click()
    await expect(page).toHaveURL(`${site.url}/customer-stories/bellavista-milan`)
    // The words as written, as the Markdown showed them: WordPress's curly apostrophes stay out of the REST API.
    await page.goto(`${site.url}/it/centro-inspirazione`)
    await expect(page.getByRole('main').getByText("Cos'è l'R290, perché conta il suo potenziale")).toBeVisible()
    // The home page shows the story it showed before the export in every language, not WordPress's newest one.
    for (const [path, title] of [
      ['/', 'Pasticceria Bellavista: a new counter for a Brera classic'],
      ['/it', 'Pasticceria Bellavista: un banco nuovo per un classico di Brera'],
      ['/de', 'Pasticceria Bellavista: eine neue Theke für einen Klassiker in Brera'],
    ] as const) {
      await page.goto(`${site.url}${path}`)
      await expect(page.getByRole('main').getByRole('heading', { name: title }), path).toBeVisible()
    }
    // Run again: what was published is updated, not copied.
    expect((await exportToWordPress()).stderr).toBe('')
    const stories = (await wp.rest('GET', '/wp/v2/customer-stories?per_page=100&lang=en')) as Array<{ slug: string }>
    expect(stories.filter((s) => s.slug === 'bellavista-milan')).toHaveLength(1)
  })

  test('WordPress down: pages are served from the last good copy, and health says so', async () => {
    expect(await (await get('/api/health')).json()).toMatchObject({ status: 'ok', content: { source: 'wordpress', answering: true } })
    await wp.takeDown()
    // A notification (as if WordPress had sent one before going down) makes the site try to read it.
    const body = JSON.stringify({ event: 'post.updated', post: { id: 1, type: 'post' }, sent: new Date().toISOString() })
    await get('/api/webhooks/wordpress', {
      method: 'POST',
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-WP-Webhook-Signature': createHmac('sha256', WORDPRESS_SECRET).update(body).digest('base64'),
      },
    })
    await expect
      .poll(async () => (await (await get('/api/health')).json()) as { status: string; content: { answering: boolean } }, {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'degraded', content: { answering: false, servingLastGoodCopy: true } })
    for (const path of [`/inspiration-hub/${article.enSlug}`, '/inspiration-hub', `/customer-stories/${story.enSlug}`]) {
      expect((await get(path)).status, path).toBe(200)
    }
  })
})
