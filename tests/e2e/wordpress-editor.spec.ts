import { fileURLToPath } from 'node:url'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { openPreviewLink } from './support/preview'
import { asReturningVisitor } from './support/visitor'
import { startSiteWithWordPress, type SiteWithWordPress } from './support/site-with-wordpress'
import { wordPressAvailable } from './support/wordpress.mjs'

/**
 * The editors' WordPress (issue 39), as an editor uses it and a WordPress reviewer checks it: Debian's
 * WordPress 6.1 with the site's plugin (support/wordpress.mjs) and one site process for its previews.
 * The browser logs into wp-admin and works in the block editor; the rest goes through REST and PHP in
 * the same WordPress (WPML through a stand-in of its documented hooks, support/wpml-stub.php). How
 * content reaches every process of the site is wordpress.spec.ts's part.
 */
const support = (file: string) => fileURLToPath(new URL(`./support/${file}`, import.meta.url))

let wp: SiteWithWordPress['wp']
let site: SiteWithWordPress['site']
let stop: SiteWithWordPress['stop'] | undefined

test.describe.configure({ mode: 'serial' })
test.skip(!wordPressAvailable(), 'WordPress, MariaDB and PHP are installed by .ci/run (apt-get)')

test.describe('the editors’ WordPress', { tag: '@one-width' }, () => {
  test.setTimeout(90_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;({ wp, site, stop } = await startSiteWithWordPress({ processes: 1 }))
  })

  test.afterAll(() => stop?.())

  test.beforeEach(({ page }) => asReturningVisitor(page))

  const get = (path: string) => fetch(`${site.url}${path}`, { redirect: 'manual' })

  /** Logs into wp-admin as a person does. */
  async function logIn(page: Page, login: string, password: string) {
    await page.goto(`${wp.url}/wp-login.php`)
    // The login page's own scripts set its fields up after load; typing before they have run can be lost.
    await page.waitForLoadState('networkidle')
    const passwordField = page.getByLabel('Password', { exact: true })
    await page.getByLabel('Username or Email Address').fill(login)
    await passwordField.fill(password)
    await expect(passwordField).toHaveValue(password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/wp-admin\//)
  }
  /** A new browser (its own cookies) logged in as this user. */
  async function browserAs(browser: Browser, login: string, password: string) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await logIn(page, login, password)
    return page
  }
  /** Opens the post in the block editor, ready to type. */
  async function openInBlockEditor(page: Page, id: number) {
    await page.goto(`${wp.url}/wp-admin/post.php?post=${id}&action=edit`)
    await expect(page.getByRole('textbox', { name: 'Add title' })).toBeVisible({ timeout: 30_000 })
  }
  /** Presses Preview > Preview in new tab, and gives the tab it opens once it shows the site. */
  async function previewInNewTab(page: Page) {
    await page.getByRole('button', { name: 'Preview', exact: true }).click()
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: /Preview in new tab/ }).click(),
    ])
    // The signed link is traded for a cookie on arrival: the address bar keeps only which post is previewed.
    await expect(tab).toHaveURL(new RegExp(`^${site.url}/[^?]+\\?preview_id=\\d+$`), { timeout: 30_000 })
    return tab
  }

  test('a draft’s Preview in the block editor opens the site’s signed preview showing the draft, unsaved title included', async ({
    page,
  }) => {
    const draft = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Chocolate at sixteen degrees',
      status: 'draft',
      lang: 'en',
      content: '<!-- wp:paragraph --><p>A counter for pralines, still a draft.</p><!-- /wp:paragraph -->',
    })
    await logIn(page, wp.user, wp.password)
    await openInBlockEditor(page, draft.id)
    await page.getByRole('textbox', { name: 'Add title' }).fill('Chocolate at sixteen degrees, in the window')
    const tab = await previewInNewTab(page)
    expect(new URL(tab.url()).searchParams.get('preview_id')).toBe(String(draft.id))
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Chocolate at sixteen degrees, in the window')
    await expect(tab.locator('.prose-site').getByText('A counter for pralines, still a draft.')).toBeVisible()
    await expect(tab.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    // The draft is not public: its page without the signed link does not exist.
    expect((await get(new URL(tab.url()).pathname)).status).toBe(404)
  })

  test('a published post’s Preview shows its unsaved changes; its slug is editable and a new one answers 301', async ({ page }) => {
    const post = await wp.rest('POST', '/wp/v2/posts', {
      title: 'Wine walls for a bistro',
      slug: 'wine-walls-for-a-bistro',
      status: 'publish',
      lang: 'en',
      excerpt: 'Three wine walls for a bistro in Verona, each with two temperatures.',
      content: '<!-- wp:paragraph --><p>Two temperatures in one cabinet.</p><!-- /wp:paragraph -->',
    })
    // WordPress keeps the slug open in the link it shows editors, on the site's address.
    const edit = await wp.rest('GET', `/wp/v2/posts/${post.id}?context=edit`)
    expect(edit.permalink_template).toBe(`${site.url}/inspiration-hub/%postname%`)
    expect(edit.link).toBe(`${site.url}/inspiration-hub/wine-walls-for-a-bistro`)
    expect(wp.php(`require_once ABSPATH . 'wp-admin/includes/post.php'; echo get_sample_permalink_html(${post.id});`)).toContain(
      `${site.url}/inspiration-hub/<span id="editable-post-name">wine-walls-for-a-bistro</span>`,
    )

    await logIn(page, wp.user, wp.password)
    await openInBlockEditor(page, post.id)
    await page.getByRole('textbox', { name: 'Add title' }).fill('Wine walls for a bistro (unsaved)')
    const tab = await previewInNewTab(page)
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Wine walls for a bistro (unsaved)')
    expect(await (await get('/inspiration-hub/wine-walls-for-a-bistro')).text()).toContain('>Wine walls for a bistro</h1>')
    await tab.close()

    // The slug, in the post's sidebar, under the site's address; saved with Update.
    await page.getByRole('textbox', { name: 'Add title' }).fill('Wine walls for a bistro')
    const host = site.url.replace('http://', '')
    await page.getByRole('button', { name: `Change URL: ${host}/inspiration-hub/wine-walls-for-a-bistro` }).click()
    await page.getByRole('textbox', { name: 'Permalink' }).fill('wine-walls-in-verona')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: `Change URL: ${host}/inspiration-hub/wine-walls-in-verona` })).toBeAttached()
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await expect(page.getByText('Post updated.').first()).toBeVisible()
    await expect
      .poll(
        async () => {
          const answer = await get('/inspiration-hub/wine-walls-for-a-bistro')
          return `${answer.status} ${answer.headers.get('Location')}`
        },
        { timeout: 30_000 },
      )
      .toMatch(/^301 .*\/inspiration-hub\/wine-walls-in-verona$/)
    expect((await get('/inspiration-hub/wine-walls-in-verona')).status).toBe(200)
  })

  test('the preview address checks who asks, and carries an unsaved featured image signed', async ({ browser }) => {
    const draft = await wp.rest('POST', '/wp/v2/posts', { title: 'A draft with a new cover', status: 'draft', lang: 'en' })
    const image = await wp.upload(
      Buffer.from(wp.php('echo base64_encode(file_get_contents(ABSPATH . "wp-admin/images/w-logo-blue.png"));'), 'base64'),
      'cover.png',
      'The new cover',
    )
    const address = `${wp.url}/wp-admin/admin-post.php?action=lumera_preview&post=${draft.id}&preview=true&_thumbnail_id=${image.id}`
    // Nobody logged in: WordPress's login first.
    const anonymous = await fetch(address, { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('Location')).toContain('/wp-login.php')
    // A contributor may not preview an administrator's draft.
    const contributor = wp.addUser({ login: 'carla', role: 'contributor' })
    const carla = await browserAs(browser, contributor.login, contributor.password)
    expect((await carla.request.get(address, { maxRedirects: 0 })).status()).toBe(403)
    // The administrator is sent on to the site, the unsaved image in the signed link, and the site shows it.
    const admin = await browserAs(browser, wp.user, wp.password)
    const answer = await admin.request.get(address, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    const link = new URL(answer.headers().location!)
    expect(link.origin).toBe(site.url)
    expect(link.searchParams.get('cover')).toBe(String(image.id))
    await admin.goto(link.href)
    await expect(admin.getByRole('img', { name: 'The new cover' }).first()).toBeVisible()
    await expect(admin).toHaveURL(`${site.url}${link.pathname}?preview_id=${draft.id}`)
    // The signature covers the image and the editor: another image, or another editor, is refused.
    link.searchParams.set('cover', String(image.id + 1))
    expect((await get(`${link.pathname}${link.search}`)).status).toBe(403)
    link.searchParams.set('cover', String(image.id))
    link.searchParams.set('user', String(contributor.id))
    expect((await get(`${link.pathname}${link.search}`)).status).toBe(403)
    // Pending and scheduled posts preview the same way (the block editor takes their address from WordPress's preview link).
    const later = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19)
    for (const [status, extra] of [
      ['pending', {}],
      ['future', { date_gmt: later }],
    ] as const) {
      const post = await wp.rest('POST', '/wp/v2/customer-stories', { title: `A ${status} story`, status, lang: 'it', ...extra })
      const preview = wp.php(`echo get_preview_post_link(${post.id});`)
      expect(preview, status).toBe(`${wp.url}/wp-admin/admin-post.php?action=lumera_preview&post=${post.id}`)
      const sent = await admin.request.get(preview, { maxRedirects: 0 })
      expect(sent.headers().location, status).toMatch(
        new RegExp(`^${site.url}/it/storie-dei-clienti/a-${status}-story\\?preview_id=${post.id}&`),
      )
      const { page } = await openPreviewLink(sent.headers().location!)
      expect(page.status, status).toBe(200)
      expect(await page.text(), status).toContain(`>A ${status} story</h1>`)
    }
    await carla.context().close()
    await admin.context().close()
  })

  test('a contributor’s translations cannot touch another author’s post; a relink undoes the old link', async () => {
    const article = await wp.rest('POST', '/wp/v2/posts', { title: 'Gelato display basics', status: 'publish', lang: 'en' })
    const contributor = wp.addUser({ login: 'paolo', role: 'contributor' })
    const attempt = contributor.rest('POST', '/wp/v2/posts', {
      title: 'Le basi della vetrina gelato',
      status: 'draft',
      lang: 'it',
      translations: { en: article.id },
    })
    await expect(attempt).rejects.toThrow(/: 403 .*lumera_invalid_translations/)
    expect((await wp.rest('GET', `/wp/v2/posts/${article.id}`)).translations).toEqual({ en: article.id })
    // Type and language are checked too, whoever writes.
    const story = await wp.rest('POST', '/wp/v2/customer-stories', { title: 'A gelateria in Bologna', status: 'publish', lang: 'en' })
    const italian = await wp.rest('POST', '/wp/v2/posts', { title: 'Le basi della vetrina gelato', status: 'publish', lang: 'it' })
    await expect(wp.rest('POST', `/wp/v2/posts/${italian.id}`, { translations: { en: story.id } })).rejects.toThrow(/: 400 /)
    await expect(wp.rest('POST', `/wp/v2/posts/${italian.id}`, { translations: { it: article.id } })).rejects.toThrow(/: 400 /)
    // Linked, then linked to another version: the first one is unlinked on both sides.
    await wp.rest('POST', `/wp/v2/posts/${italian.id}`, { translations: { en: article.id } })
    expect((await wp.rest('GET', `/wp/v2/posts/${article.id}`)).translations).toEqual({ en: article.id, it: italian.id })
    const second = await wp.rest('POST', '/wp/v2/posts', { title: 'Gelato display basics, revised', status: 'publish', lang: 'en' })
    await wp.rest('POST', `/wp/v2/posts/${italian.id}`, { translations: { en: second.id } })
    expect((await wp.rest('GET', `/wp/v2/posts/${article.id}`)).translations).toEqual({ en: article.id })
    expect((await wp.rest('GET', `/wp/v2/posts/${second.id}`)).translations).toEqual({ en: second.id, it: italian.id })
    // Anonymous readers see no draft's id among the translations.
    const draft = await wp.rest('POST', '/wp/v2/posts', { title: 'Bozza', status: 'draft', lang: 'it', translations: { en: article.id } })
    expect(await (await fetch(`${wp.url}/wp-json/wp/v2/posts/${article.id}`)).json()).toMatchObject({ translations: { en: article.id } })
    expect((await wp.rest('GET', `/wp/v2/posts/${article.id}?context=edit`)).translations).toEqual({ en: article.id, it: draft.id })
  })

  test('with WPML, links keep the original’s group and source language, through its documented hooks', () => {
    const steps = JSON.parse(wp.php(`require ${JSON.stringify(support('wpml-check.php'))};`))
    const { en, it, en2 } = steps.posts
    // Each post its own group at first; linking puts the translation in the original's group.
    expect(steps.languages.en).toEqual({ trid: expect.any(Number), lang: 'en', source: null })
    const trid = steps.languages.en.trid
    expect(steps.link).toBe(true)
    expect(steps.linked.en).toEqual({ trid, lang: 'en', source: null })
    expect(steps.linked.it).toEqual({ trid, lang: 'it', source: 'en' })
    expect(steps.linkNotified.sort()).toEqual([en, it].sort())
    // Writing the same language again keeps both (without trid WPML would start a new group).
    expect(steps.sameLanguage).toBe(true)
    expect(steps.kept).toEqual(steps.linked)
    // Another type, a version in another language, a language already taken: refused, nothing changed.
    for (const refused of [steps.otherType, steps.otherLanguage, steps.takenLanguage])
      expect(refused).toEqual(['lumera_invalid_translations', 400])
    expect(steps.unchanged).toEqual(steps.linked)
    // Relinked: the old version leaves for a group of its own, the new one joins.
    expect(steps.relinked.en).toEqual({ trid: expect.any(Number), lang: 'en', source: null })
    expect(steps.relinked.en.trid).not.toBe(trid)
    expect(steps.relinked.it).toEqual({ trid, lang: 'it', source: null })
    expect(steps.relinked.en2).toEqual({ trid, lang: 'en', source: 'it' })
    expect(steps.translationsOfIt).toEqual({ en: en2, it })
    expect(steps.translationsOfEn).toEqual({ en })
    expect(steps.unlinked.en2.trid).not.toBe(trid)
    expect(steps.unlinked.it).toEqual({ trid, lang: 'it', source: null })
    expect(steps.refused).toEqual([])
  })

  test('each editor action that changes what the site shows queues one notification, and only those', () => {
    const queued = (code: string) =>
      JSON.parse(wp.php(`Lumera_Site_Changes::take(); ${code}; echo wp_json_encode(Lumera_Site_Changes::take());`)) as Array<
        Record<string, unknown>
      >
    const [a, b] = [1, 2].map((n) =>
      Number(wp.php(`echo wp_insert_post(array('post_title' => 'Queued ${n}', 'post_status' => 'publish', 'post_category' => array(1)));`)),
    )
    // A category renamed or re-slugged names its posts; a description alone does not.
    expect(queued(`wp_update_term(1, 'category', array('slug' => 'pasticceria'))`).map((c) => c.id)).toEqual(expect.arrayContaining([a, b]))
    expect(queued(`wp_update_term(1, 'category', array('description' => 'Cakes'))`)).toEqual([])
    // The block editor's second save (its classic meta boxes) changes nothing by itself.
    expect(queued(`$_GET['meta-box-loader'] = '1'; wp_update_post(array('ID' => ${a}))`)).toEqual([])
    expect(queued(`$_GET['meta-box-loader'] = '1'; update_post_meta(${a}, 'lumera_client', 'Caffè Roma')`).map((c) => c.id)).toEqual([a])
    // An image rotated in WordPress's image editor, then deleted: the image, then the posts it was the cover of.
    const image = Number(
      wp.php(`require_once ABSPATH . 'wp-admin/includes/image.php';
      $file = wp_upload_dir()['path'] . '/rotate-me.png'; copy(ABSPATH . 'wp-admin/images/w-logo-blue.png', $file);
      $id = wp_insert_attachment(array('post_mime_type' => 'image/png', 'post_title' => 'Rotate me'), $file);
      wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $file)); set_post_thumbnail(${b}, $id); echo $id;`),
    )
    const rotated =
      queued(`require_once ABSPATH . 'wp-admin/includes/image.php'; require_once ABSPATH . 'wp-admin/includes/image-edit.php'; wp_set_current_user(1);
      $_REQUEST = array('history' => '[{"r":90}]', 'target' => 'all', 'context' => '', 'do' => 'save'); wp_save_image(${image})`)
    expect(rotated.map((c) => `${c.type}:${c.id}`)).toEqual([`attachment:${image}`])
    const deleted = queued(`wp_delete_attachment(${image}, true)`)
    expect(deleted.map((c) => `${c.event} ${c.type}:${c.id}`)).toEqual(
      expect.arrayContaining([`media.deleted attachment:${image}`, `post.updated post:${b}`]),
    )
    // A category deleted names its posts while they are still in it.
    const term = Number(
      wp.php(`$t = wp_insert_term('Vini', 'category'); wp_set_post_categories(${a}, array($t['term_id']), true); echo $t['term_id'];`),
    )
    expect(queued(`wp_delete_term(${term}, 'category')`).map((c) => c.id)).toEqual([a])
  })

  test('a notification waits 1 s for a connection and 2 s in all; the plugin serves one site of a network', () => {
    const sent = JSON.parse(
      wp.php(`$seen = array();
        add_action('requests-requests.before_request', function ($url, $headers, $data, $type, $options) use (&$seen) { $seen = array($options['connect_timeout'], $options['timeout']); }, 20, 5);
        $result = lumera_notify(array('event' => 'ping'));
        echo wp_json_encode(array('seen' => $seen, 'ok' => true === $result, 'status' => lumera_notification_status()));`),
    )
    expect(sent).toMatchObject({ seen: [1, 2], ok: true, status: { ok: true, failures: 0 } })
    const serves = JSON.parse(
      wp.php(
        `echo wp_json_encode(array(lumera_serves(false, 7, 1), lumera_serves(true, 1, 1), lumera_serves(true, 2, 1), lumera_served_blog_id()));`,
      ),
    )
    expect(serves).toEqual([true, true, false, 1])
  })

  test('Site Health shows the plugin’s test, and an administrator can send a test notification', async ({ page }) => {
    // It calls the website (up to 3 s): an asynchronous test, which Site Health's page asks for after it has loaded.
    const result = JSON.parse(
      wp.php(`require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php'; $tests = WP_Site_Health::get_tests();
      echo wp_json_encode(array('direct' => isset($tests['direct']['lumera_site']), 'async' => $tests['async']['lumera_site'] ?? null, 'result' => lumera_site_health_test()));`),
    )
    expect(result).toMatchObject({
      direct: false,
      async: { has_rest: true, async_direct_test: 'lumera_site_health_test', test: `${wp.url}/wp-json/lumera/v1/site-health` },
      result: { status: 'good', label: 'The Lumera website hears about your changes', test: 'lumera_site' },
    })
    // Only the website's healthy answer passes: a 404, a 503 or another site's page at its address fails.
    for (const [status, body] of [
      [404, '{"status":"ok"}'],
      [503, '{"status":"ok"}'],
      [200, '<!doctype html><title>Parked</title>'],
    ] as const) {
      const verdict = JSON.parse(
        wp.php(`add_filter('pre_http_request', function ($pre, $args, $url) { return false !== strpos($url, '/api/health') ? array('response' => array('code' => ${status}, 'message' => ''), 'body' => ${JSON.stringify(body)}, 'headers' => array(), 'cookies' => array()) : $pre; }, 10, 3);
        echo wp_json_encode(lumera_site_health_test());`),
      )
      expect(verdict, `${status} ${body}`).toMatchObject({ status: 'critical', label: 'The Lumera website does not answer' })
    }
    // The route Site Health's page calls is for those who may see Site Health.
    expect((await fetch(`${wp.url}/wp-json/lumera/v1/site-health`)).status).toBe(401)
    expect(await wp.rest('GET', '/lumera/v1/site-health')).toMatchObject({ status: 'good', test: 'lumera_site' })

    await logIn(page, wp.user, wp.password)
    await page.goto(`${wp.url}/wp-admin/site-health.php`)
    await page.getByRole('button', { name: 'Passed tests' }).click()
    await page.getByRole('button', { name: 'The Lumera website hears about your changes' }).click()
    await page.getByRole('button', { name: 'Send a test notification' }).click()
    await expect(page.getByText('The website took the test notification and is reading WordPress again.')).toBeVisible()
    await expect(page).toHaveURL(/site-health\.php\?lumera_test=sent/)
    // Not without the form's nonce.
    const forged = await page.request.post(`${wp.url}/wp-admin/admin-post.php`, {
      form: { action: 'lumera_test_notification', _wpnonce: 'forged' },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(403)
  })

  test('when notifications keep failing administrators are told, and an Italian administrator reads the plugin in Italian', async ({
    browser,
  }) => {
    wp.php(
      `update_option(LUMERA_STATUS_OPTION, array('time' => time(), 'ok' => false, 'message' => 'Connection refused', 'failures' => 3), false);`,
    )
    const italian = wp.addUser({ login: 'giulia', role: 'administrator', locale: 'it_IT' })
    const page = await browserAs(browser, italian.login, italian.password)
    await page.goto(`${wp.url}/wp-admin/`)
    await expect(page.getByText('Sito Lumera: le notifiche delle modifiche continuano a non arrivare', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Storie dei clienti', exact: true }).first()).toBeVisible()
    await page.goto(`${wp.url}/wp-admin/site-health.php`)
    await expect(page.getByRole('button', { name: 'Le notifiche delle modifiche non arrivano al sito Lumera' })).toBeVisible()
    wp.php(`delete_option(LUMERA_STATUS_OPTION);`)
    await page.context().close()
  })
})
