import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import * as v from 'valibot'
import { isSiteBlock, siteBlocks } from '#src/blocks/model.ts'
import { parseBlocks, type ParsedBlockNode } from '#src/blocks/parse.ts'
import { insertBlock, logIn, openDocumentPanel, openEditor, postId, publish, update } from './support/block-editor'
import { cached, html, live, through, type Through } from './support/cdn'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { PREVIEW_SECRET, WORDPRESS_SECRET } from './support/site-with-wordpress'
import { openPreviewLink } from './support/preview'
import { startVarnish, varnishAvailable } from './support/varnish.mjs'
import { asReturningVisitor } from './support/visitor'
import { startWordPress, wordPressAvailable } from './support/wordpress.mjs'

/**
 * Pages made of blocks, edited in WordPress's block editor (issue 46, decisions 0069 and 0070): Debian's WordPress 6.1
 * with the plugin as an operator installs it (its block editor scripts included, no build), Debian's Varnish with the
 * repository's configuration in front of the built site, which reads WordPress with hour-long caches: only the
 * plugin's notifications and the site's purges can make an edit show. An editor works in the browser; what WordPress
 * stores is read back through its REST API and checked against the site's block model.
 */
let wp: Awaited<ReturnType<typeof startWordPress>>
let varnish: Awaited<ReturnType<typeof startVarnish>>
let site: Instance
let cdn: Through
let direct: Through

test.describe.configure({ mode: 'serial' })
test.skip(!varnishAvailable() || !wordPressAvailable(), 'Varnish, WordPress, MariaDB and PHP are installed by .ci/run (apt-get)')

/** An embedded document's blocks (content/pages/<name>.<locale>.html without its front matter). */
const embedded = (file: string, folder = 'pages') =>
  readFileSync(new URL(`../../content/${folder}/${file}`, import.meta.url), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')

/** The embedded documents of a folder of content/. */
const documents = (folder: string) => readdirSync(new URL(`../../content/${folder}/`, import.meta.url)).filter((f) => f.endsWith('.html'))

/** Every site block of the markup, wherever it is nested, with what the model says of its attributes. */
function siteBlockProblems(markup: string): string[] {
  const problems: string[] = []
  const visit = (node: ParsedBlockNode) => {
    if (isSiteBlock(node.name)) {
      const checked = v.safeParse(siteBlocks[node.name].attributes, node.attrs)
      if (!checked.success) problems.push(`${node.name}: ${checked.issues.map((i) => i.message).join('; ')}`)
      if (node.content.some((part) => part !== null && part.trim() !== '')) problems.push(`${node.name} saved HTML of its own`)
    }
    node.inner.forEach(visit)
  }
  parseBlocks(markup).forEach(visit)
  return problems
}

test.describe('pages from the block editor', { tag: '@one-width' }, () => {
  test.setTimeout(120_000)

  const home = { en: 0, it: 0 }

  test.beforeAll(async () => {
    test.setTimeout(150_000)
    const port = await freePort()
    varnish = await startVarnish({ backendPort: port })
    wp = await startWordPress({ siteUrl: `http://127.0.0.1:${port}`, secret: WORDPRESS_SECRET, previewSecret: PREVIEW_SECRET })
    // The home page in both languages, as the embedded documents have it, is WordPress's static front page.
    home.en = (
      await wp.rest('POST', '/wp/v2/pages', { title: 'Home', status: 'publish', lang: 'en', content: embedded('index.en.html') })
    ).id
    home.it = (
      await wp.rest('POST', '/wp/v2/pages', {
        title: 'Home',
        slug: 'home-it',
        status: 'publish',
        lang: 'it',
        translations: { en: home.en },
        content: embedded('index.it.html'),
      })
    ).id
    wp.php(`update_option('show_on_front', 'page'); update_option('page_on_front', ${home.en});`)
    site = await startInstance(
      {
        WORDPRESS_URL: wp.url,
        WORDPRESS_USER: wp.user,
        WORDPRESS_APP_PASSWORD: wp.appPassword,
        WORDPRESS_WEBHOOK_SECRET: WORDPRESS_SECRET,
        WORDPRESS_PREVIEW_SECRET: PREVIEW_SECRET,
        CONTENT_CACHE_SECONDS: '3600',
        PAGE_CACHE_SECONDS: '600',
        PUBLIC_URL: varnish.url,
        VARNISH_PURGE_URLS: varnish.url,
      },
      { port },
    )
    cdn = through(varnish.url)
    direct = through(site.url)
  })

  test.afterAll(async () => {
    if (process.env.DEBUG_WP) console.log(site?.output(), wp?.log())
    await site?.stop()
    await varnish?.stop()
    await wp?.stop()
  })

  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page)
    await logIn(page, wp.url, wp.user, wp.password)
  })

  test('a top-level page may not take an address the site answers itself: refused in the editor and on save, with the reason', async ({
    page,
  }) => {
    const reason = /The address \/contact belongs to the website itself .* Choose another slug/
    await openEditor(page, wp.url, { newOf: 'page' })
    await page.getByRole('textbox', { name: 'Add title' }).fill('Contact')
    // The editor says why and keeps the page from being saved while its address would be /contact.
    const notice = page.getByRole('region', { name: 'Editor content' }).getByText(reason)
    await expect(notice).toBeVisible()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const confirm = page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true })
    await expect(confirm).toBeDisabled()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('textbox', { name: 'Add title' }).fill('Contact our trade-fair team')
    await expect(notice).toBeHidden()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(confirm).toBeEnabled()
    await page.getByRole('button', { name: 'Cancel' }).click()

    // Saved another way than through the editor, the write is refused with the same reason, whatever the language of
    // the address (`cerca` is the Italian search), and a child page of another page may use the word.
    for (const slug of ['search', 'cerca', 'it', 'api']) {
      await expect(wp.rest('POST', '/wp/v2/pages', { title: 'A page', slug, status: 'publish' })).rejects.toThrow(
        new RegExp(`: 400 .*lumera_reserved_slug.*The address \\\\/${slug} belongs to the website itself`),
      )
    }
    const draft = await wp.rest('POST', '/wp/v2/pages', { title: 'Search', status: 'draft' })
    await expect(wp.rest('POST', `/wp/v2/pages/${draft.id}`, { status: 'publish' })).rejects.toThrow(/: 400 .*lumera_reserved_slug/)
    const parent = await wp.rest('POST', '/wp/v2/pages', { title: 'Trade fairs', status: 'publish' })
    expect((await wp.rest('POST', '/wp/v2/pages', { title: 'Search', parent: parent.id, status: 'publish' })).slug).toBe('search')
    // Code and Quick Edit get WordPress's own suffix.
    expect(
      wp.php(
        `echo get_post(wp_insert_post(array('post_type' => 'page', 'post_title' => 'Cookies', 'post_status' => 'publish')))->post_name;`,
      ),
    ).toBe('cookies-2')
  })

  test('a page’s own fields: cleaned on the way in, the share image from the media library, the markup only once public', async () => {
    const image = await wp.upload(
      Buffer.from(wp.php('echo base64_encode(file_get_contents(ABSPATH . "wp-admin/images/w-logo-blue.png"));'), 'base64'),
      'share.png',
      'Lumera at the fair',
    )
    const markup =
      '<!-- wp:lumera/text {"heading":"Spring"} -->\n<!-- wp:paragraph -->\n<p>New cabinets.</p>\n<!-- /wp:paragraph -->\n<!-- /wp:lumera/text -->'
    const created = await wp.rest('POST', '/wp/v2/pages', {
      title: 'Spring campaign',
      status: 'publish',
      lang: 'en',
      content: markup,
      meta: {
        lumera_layout: 'landing',
        lumera_seo_title: '  <b>Spring</b> at Lumera ',
        lumera_seo_noindex: true,
        // Only the id is read: the rest comes from the media library, whatever a client says.
        lumera_seo_image: { id: image.id, src: 'https://elsewhere.example/x.jpg', alt: 'forged', width: 1, height: 1 },
      },
    })
    expect(created).toMatchObject({
      lumera_markup: markup,
      lumera_path: 'spring-campaign',
      lumera_front: false,
      meta: {
        lumera_layout: 'landing',
        lumera_seo_title: 'Spring at Lumera',
        lumera_seo_description: '',
        lumera_seo_noindex: true,
        lumera_seo_image: {
          id: image.id,
          src: image.source_url,
          alt: 'Lumera at the fair',
          width: image.media_details.width,
          height: image.media_details.height,
        },
      },
    })
    // Anyone reads what the site reads; nobody but its editors writes it.
    const anonymous = await (await fetch(`${wp.url}/wp-json/wp/v2/pages/${created.id}`)).json()
    expect(anonymous).toMatchObject({ lumera_markup: markup, meta: { lumera_layout: 'landing' } })
    const forged = await fetch(`${wp.url}/wp-json/wp/v2/pages/${created.id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ meta: { lumera_layout: 'default' } }),
    })
    expect(forged.status).toBe(401)
    // What the site could not use is refused with the reason; what is not a choice, by the schema.
    await expect(wp.rest('POST', `/wp/v2/pages/${created.id}`, { meta: { lumera_seo_description: 'Too short.' } })).rejects.toThrow(
      /: 400 .*lumera_invalid_seo.*50 to 300 characters/,
    )
    await expect(wp.rest('POST', `/wp/v2/pages/${created.id}`, { meta: { lumera_layout: 'sidebar' } })).rejects.toThrow(
      /: 400 .*lumera_layout/,
    )
    const removed = await wp.rest('POST', `/wp/v2/pages/${created.id}`, { meta: { lumera_seo_image: null } })
    expect(removed.meta.lumera_seo_image).toBeNull()
    // A renamed page keeps its old address for the site's 301.
    const renamed = await wp.rest('POST', `/wp/v2/pages/${created.id}`, { slug: 'spring-at-lumera' })
    expect(renamed).toMatchObject({ lumera_path: 'spring-at-lumera', old_slugs: ['spring-campaign'] })
    // Not public, no markup: a draft, a page behind a password.
    const draft = await wp.rest('POST', '/wp/v2/pages', { title: 'Draft', status: 'draft', content: markup })
    expect((await wp.rest('GET', `/wp/v2/pages/${draft.id}`)).lumera_markup).toBe('')
    const locked = await wp.rest('POST', '/wp/v2/pages', { title: 'Locked', status: 'publish', password: 'secret', content: markup })
    expect((await wp.rest('GET', `/wp/v2/pages/${locked.id}`)).lumera_markup).toBe('')
    // The front page and its translation are the home page; a child page's path has its parent's.
    expect((await wp.rest('GET', `/wp/v2/pages/${home.en}`)).lumera_front).toBe(true)
    expect((await wp.rest('GET', `/wp/v2/pages/${home.it}`)).lumera_front).toBe(true)
    const child = await wp.rest('POST', '/wp/v2/pages', { title: 'Cake', parent: renamed.id, status: 'publish', lang: 'it' })
    expect(child.lumera_path).toBe('spring-at-lumera/cake')
    // A published page's link is its address on the site, in its language; the homes are the languages' roots.
    expect(renamed.link).toBe(`${site.url}/spring-at-lumera`)
    expect(child.link).toBe(`${site.url}/it/spring-at-lumera/cake`)
    expect((await wp.rest('GET', `/wp/v2/pages/${home.en}`)).link).toBe(`${site.url}/`)
    expect((await wp.rest('GET', `/wp/v2/pages/${home.it}`)).link).toBe(`${site.url}/it`)
    expect((await wp.rest('GET', `/wp/v2/pages/${draft.id}?context=edit`)).permalink_template).toBe(`${site.url}/%pagename%`)
  })

  test('each change of a page or a notice the site shows queues a notification, the front page setting included', () => {
    const queued = (code: string) =>
      (
        JSON.parse(wp.php(`Lumera_Site_Changes::take(); ${code}; echo wp_json_encode(Lumera_Site_Changes::take());`)) as Array<
          Record<string, unknown>
        >
      ).map((c) => `${c.event} ${c.type}:${c.id}`)
    const page = Number(wp.php(`echo wp_insert_post(array('post_type' => 'page', 'post_title' => 'Queued', 'post_status' => 'draft'));`))
    expect(queued(`wp_update_post(array('ID' => ${page}, 'post_content' => 'draft words'))`)).toEqual([])
    expect(queued(`wp_publish_post(${page})`)).toEqual([`post.published page:${page}`])
    expect(queued(`update_post_meta(${page}, 'lumera_seo_title', 'A new title')`)).toEqual([`post.updated page:${page}`])
    expect(queued(`update_post_meta(${page}, 'lumera_layout', 'landing')`)).toEqual([`post.updated page:${page}`])
    expect(queued(`update_option('page_on_front', ${page})`)).toEqual(
      expect.arrayContaining([`front.updated page:${home.en}`, `front.updated page:${home.it}`, `front.updated page:${page}`]),
    )
    wp.php(`update_option('page_on_front', ${home.en});`)
    const notice = Number(
      wp.php(
        `echo wp_insert_post(array('post_type' => 'lumera_notice', 'post_title' => 'Banner', 'post_status' => 'publish', 'post_content' => '<!-- wp:lumera/announcement {"text":"Hello"} /-->'));`,
      ),
    )
    expect(queued(`update_post_meta(${notice}, 'lumera_ends_at', '2030-01-01T00:00:00+01:00')`)).toEqual([
      `post.updated lumera_notice:${notice}`,
    ])
    // Trashed: one notification (the trash renames it too, which is the event named first).
    expect(queued(`wp_trash_post(${notice})`)).toEqual([expect.stringMatching(new RegExp(` lumera_notice:${notice}$`))])
  })

  test('a banner is a notice of its own: written in the editor, found by its words, shown in its language until its end', async ({
    page,
  }) => {
    await openEditor(page, wp.url, { newOf: 'lumera_notice' })
    await page.getByRole('textbox', { name: 'Add title' }).fill('Sigep 2027 banner')
    // A new notice starts with the banner's block: its words are typed in place.
    await page.getByRole('textbox', { name: 'Banner text' }).fill('New for 2027: the Gianduia wall, at Sigep in Rimini')
    await page.getByRole('region', { name: 'Editor content' }).getByRole('button', { name: 'Add a call to action' }).click()
    await page.getByRole('textbox', { name: 'Label of the call to action' }).fill('Book a meeting')
    await page.getByRole('combobox', { name: 'Opens' }).selectOption({ label: 'Write to us (form)' })
    await openDocumentPanel(page, 'When it shows', 'Notice')
    await expect(page.getByRole('button', { name: 'Starts' })).toHaveText('On publication')
    await expect(page.getByRole('button', { name: 'Ends' })).toHaveText('Never')
    await publish(page)
    const id = await postId(page)
    const saved = await wp.rest('GET', `/wp/v2/notices/${id}?context=edit`)
    expect(saved).toMatchObject({ lang: 'en', meta: { lumera_starts_at: '', lumera_ends_at: '' } })
    expect(siteBlockProblems(saved.lumera_markup)).toEqual([])
    expect(parseBlocks(saved.lumera_markup).map((b) => [b.name, b.attrs])).toEqual([
      [
        'lumera/announcement',
        {
          text: 'New for 2027: the Gianduia wall, at Sigep in Rimini',
          action: { label: 'Book a meeting', form: 'contact', style: 'primary' },
        },
      ],
    ])
    // Found by its words, in the REST API and in the notices' list.
    expect((await wp.rest('GET', '/wp/v2/notices?search=Gianduia%20wall')).map((n: { id: number }) => n.id)).toEqual([id])
    await page.goto(`${wp.url}/wp-admin/edit.php?post_type=lumera_notice&s=${encodeURIComponent('at Sigep in Rimini')}`)
    await expect(page.getByRole('link', { name: '“Sigep 2027 banner” (Edit)' })).toBeVisible()
    // On the site: above the header of every English page, not of the Italian ones; gone once it has ended.
    const words = 'New for 2027: the Gianduia wall, at Sigep in Rimini'
    await live('the banner on the English pages', async () => (await html(cdn, '/')).includes(words))
    expect(await html(cdn, '/it')).not.toContain(words)
    const ended = new Date(Date.now() - 60_000).toISOString()
    await wp.rest('POST', `/wp/v2/notices/${id}`, { meta: { lumera_ends_at: ended } })
    await live('the banner gone once it has ended', async () => !(await html(cdn, '/')).includes(words))
    // Its dates: ISO 8601 with the offset of the site's time zone, an end after the start.
    const dated = await wp.rest('POST', `/wp/v2/notices/${id}`, {
      meta: { lumera_starts_at: '2027-01-10T08:00', lumera_ends_at: '2027-01-22T18:00:00Z' },
    })
    expect(dated.meta).toMatchObject({ lumera_starts_at: '2027-01-10T08:00:00+00:00', lumera_ends_at: '2027-01-22T18:00:00+00:00' })
    await expect(wp.rest('POST', `/wp/v2/notices/${id}`, { meta: { lumera_ends_at: '2027-01-01T00:00:00Z' } })).rejects.toThrow(
      /: 400 .*The notice must end after it starts/,
    )
    await expect(wp.rest('POST', `/wp/v2/notices/${id}`, { meta: { lumera_starts_at: 'next Monday' } })).rejects.toThrow(
      /: 400 .*is not a date and time/,
    )
  })

  test('every embedded page and notice reads in the editor with no invalid or unknown block, and is saved back as the same blocks', async ({
    page,
  }) => {
    const shape = (markup: string): unknown => {
      const walk = (nodes: ParsedBlockNode[]): unknown[] => nodes.map((node) => [node.name, node.attrs, walk(node.inner)])
      return walk(parseBlocks(markup))
    }
    const files = [...documents('pages').map((file) => ['pages', file]), ...documents('notices').map((file) => ['notices', file])]
    expect(files.length).toBeGreaterThan(2)
    // One editor, each document put in its canvas as the editor reads a saved page (its parser and its blocks).
    await openEditor(page, wp.url, { newOf: 'page' })
    for (const [folder, file] of files) {
      const markup = embedded(file!, folder)
      const edited = await page.evaluate((content) => {
        type Block = { name: string; isValid: boolean; innerBlocks: Block[] }
        const { blocks, data } = (
          window as unknown as {
            wp: {
              blocks: Record<string, (x: unknown) => unknown>
              data: Record<string, (s: string) => Record<string, (x: unknown) => unknown>>
            }
          }
        ).wp
        const parsed = blocks.parse!(content) as Block[]
        data.dispatch!('core/block-editor').resetBlocks!(parsed)
        const all: Block[] = []
        const walk = (list: Block[]) => list.forEach((block) => (all.push(block), walk(block.innerBlocks)))
        walk(parsed)
        return {
          broken: all.filter((block) => !block.isValid || block.name === 'core/missing').map((block) => block.name),
          markup: blocks.serialize!(parsed) as string,
        }
      }, markup)
      expect(edited.broken, file).toEqual([])
      expect(shape(edited.markup), file).toEqual(shape(markup))
      // Rendered in the canvas, no block says the site would leave it out.
      await expect(page.locator('.lumera-block').first(), file).toBeVisible()
      await expect(page.locator('.lumera-problems'), file).toHaveCount(0)
    }
  })

  test('an Italian editor works in Italian: the blocks, their fields and the panels, from the plugin’s own translations', async ({
    browser,
  }) => {
    const giulia = wp.addUser({ login: 'giulia', role: 'editor', locale: 'it_IT' })
    const context = await browser.newContext()
    const page = await context.newPage()
    await logIn(page, wp.url, giulia.login, giulia.password)
    await page.goto(`${wp.url}/wp-admin/post.php?post=${home.it}&action=edit`)
    // The hero's fields and the section's, named in Italian in the canvas (the scripts' strings).
    await expect(page.getByRole('textbox', { name: 'Titolo' }).first()).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('textbox', { name: 'Occhiello' }).first()).toBeVisible()
    // The panels beside the document, and the blocks' own names (block.json, translated by WordPress).
    await expect(page.getByRole('button', { name: 'Motori di ricerca e condivisione' })).toBeAttached()
    await expect(page.getByRole('button', { name: 'Lingua', exact: true })).toBeAttached()
    // WordPress's own screens stay in English here (Debian's WordPress brings no Italian of its own).
    await page.getByRole('button', { name: 'Toggle block inserter' }).click()
    await page.getByRole('searchbox', { name: 'Search for blocks and patterns' }).fill('invito')
    await expect(page.getByRole('option', { name: /Invito all’azione$/ })).toBeVisible()
    await context.close()
  })

  test('Preview shows a draft page, and a published one’s unsaved blocks, to its editor only; the public pages stay', async () => {
    const editor = Number(wp.php(`echo get_user_by('login', ${JSON.stringify(wp.user)})->ID;`))
    const linkFor = (id: number) => wp.php(`echo lumera_preview_link(get_post(${id}), ${editor});`)

    // A draft page of its own previews at the address it will have.
    const draft = await wp.rest('POST', '/wp/v2/pages', {
      title: 'Winter campaign',
      slug: 'winter-campaign',
      status: 'draft',
      lang: 'en',
      content: '<!-- wp:lumera/hero {"heading":"Cold days, warm pastries"} /-->',
    })
    const opened = await openPreviewLink(linkFor(draft.id))
    expect(new URL(opened.clean).pathname + new URL(opened.clean).search).toBe(`/winter-campaign?preview_id=${draft.id}`)
    expect(opened.page.status).toBe(200)
    expect(opened.page.headers.get('Cache-Control')).toContain('no-store')
    const draftHtml = await opened.page.text()
    expect(draftHtml).toContain('>Cold days, warm pastries</h1>')
    // The band that says it is a private preview (its code loads only for previews).
    expect(draftHtml).toContain('It is not public: only people with this link can see it')
    // Without the editor's cookie the clean address shows nothing; the public address does not exist yet.
    expect((await fetch(opened.clean, { redirect: 'manual' })).status).toBe(403)
    expect((await direct('/winter-campaign')).status).toBe(404)

    // The English home page's unsaved heading (the editor's autosave) shows in its preview, not on the public home.
    const saved = await wp.rest('GET', `/wp/v2/pages/${home.en}?context=edit`)
    await wp.rest('POST', `/wp/v2/pages/${home.en}/autosaves`, {
      title: saved.title.raw,
      content: saved.content.raw.replace(/"heading":"[^"]*"/, '"heading":"A heading not yet published"'),
    })
    const front = await openPreviewLink(linkFor(home.en))
    expect(new URL(front.clean).pathname).toBe('/')
    expect(front.page.status).toBe(200)
    expect(await front.page.text()).toContain('A heading not yet published')
    const publicHome = await html(direct, '/')
    expect(publicHome).not.toContain('A heading not yet published')
    expect(publicHome).not.toContain('It is not public')
  })

  test('an editor makes a landing page in both languages: at its two addresses and in the sitemap, gone when unpublished', async ({
    page,
  }) => {
    /** The words of a page of its own, typed in the canvas; its layout and language beside it. */
    test.setTimeout(300_000)
    async function writeLandingPage(title: string, heading: string, quoteLabel: string) {
      await page.getByRole('textbox', { name: 'Add title' }).fill(title)
      await insertBlock(page, 'Hero')
      await page.getByRole('textbox', { name: 'Heading' }).fill(heading)
      await page.getByRole('region', { name: 'Editor content' }).getByRole('button', { name: 'Add a call to action' }).click()
      await page.getByRole('textbox', { name: 'Label of the call to action' }).fill(quoteLabel)
      await page.getByRole('combobox', { name: 'Opens' }).selectOption({ label: 'Request a quote (form)' })
      await openDocumentPanel(page, 'Layout')
      await page
        .getByRole('combobox', { name: 'Layout of the page' })
        .selectOption({ label: 'Landing page: a campaign page with a short header' })
    }

    await openEditor(page, wp.url, { newOf: 'page' })
    await writeLandingPage('Gelato Fair 2027', 'Meet us at the Gelato Fair', 'Ask for a quote')
    // A row of two gelato cabinets, picked from the site's catalogue by name.
    await insertBlock(page, 'Products')
    const picker = page.getByRole('combobox', { name: 'Products', exact: true })
    for (const name of ['Aurora 120', 'Petra 100']) {
      await picker.fill(name)
      await page.getByRole('option', { name: new RegExp(`^${name} \\(`) }).click()
    }
    await publish(page)
    const en = await postId(page)

    await openEditor(page, wp.url, { newOf: 'page' })
    await writeLandingPage('Fiera del Gelato 2027', 'Vieni a trovarci alla Fiera del Gelato', 'Chiedi un preventivo')
    await openDocumentPanel(page, 'Language')
    await page.getByRole('combobox', { name: 'Language of this version' }).selectOption({ label: 'Italian' })
    await page.getByRole('combobox', { name: 'Version in English' }).fill('Gelato Fair')
    await page.getByRole('option', { name: 'Gelato Fair 2027' }).click()
    await publish(page)
    const it = await postId(page)

    // WordPress keeps what the site reads: the two versions linked, the landing layout, blocks the model accepts.
    const [english, italian] = [await wp.rest('GET', `/wp/v2/pages/${en}`), await wp.rest('GET', `/wp/v2/pages/${it}`)]
    expect(english).toMatchObject({ slug: 'gelato-fair-2027', lang: 'en', translations: { en, it }, meta: { lumera_layout: 'landing' } })
    expect(italian).toMatchObject({
      slug: 'fiera-del-gelato-2027',
      lang: 'it',
      translations: { en, it },
      meta: { lumera_layout: 'landing' },
    })
    for (const version of [english, italian]) expect(siteBlockProblems(version.lumera_markup)).toEqual([])
    const [hero, products] = parseBlocks(english.lumera_markup)
    expect(hero).toMatchObject({
      name: 'lumera/hero',
      attrs: { heading: 'Meet us at the Gelato Fair', actions: [{ label: 'Ask for a quote', form: 'quote', style: 'primary' }] },
    })
    expect(products).toMatchObject({ name: 'lumera/products', attrs: { products: ['aurora-120-cake-display', 'petra-100-cake-display'] } })

    // The site: each version at its address, with its hreflang pair, and in the sitemap.
    await live('the landing page at its two addresses', async () => {
      const [a, b] = await Promise.all([html(cdn, '/gelato-fair-2027'), html(cdn, '/it/fiera-del-gelato-2027')])
      return a.includes('>Meet us at the Gelato Fair</h1>') && b.includes('>Vieni a trovarci alla Fiera del Gelato</h1>')
    })
    const sitemap = await html(cdn, '/sitemap.xml')
    expect(sitemap).toContain(`<loc>${varnish.url}/gelato-fair-2027</loc>`)
    expect(sitemap).toContain(`<loc>${varnish.url}/it/fiera-del-gelato-2027</loc>`)
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${varnish.url}/it/fiera-del-gelato-2027"/>`)
    await page.goto(`${varnish.url}/gelato-fair-2027`)
    await expect(page.getByRole('heading', { level: 1, name: 'Meet us at the Gelato Fair' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ask for a quote' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Aurora 120' }).first()).toBeVisible()

    // Unpublished in the editor: gone from its address, the cache's copy included, and from the sitemap.
    await page.goto(`${wp.url}/wp-admin/post.php?post=${en}&action=edit`)
    await page.getByRole('button', { name: 'Switch to draft' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('Page reverted to draft.').first()).toBeVisible()
    await live('the English version gone when unpublished', async () => (await cdn('/gelato-fair-2027')).status === 404)
    expect((await direct('/gelato-fair-2027')).status).toBe(404)
    // The purge is soft (deploy/varnish/site.vcl): the first request after it may get the old copy while it refreshes.
    await live(
      'the sitemap without the unpublished page',
      async () => !(await html(cdn, '/sitemap.xml')).includes('/gelato-fair-2027</loc>'),
    )
  })

  test('an editor changes the home page’s heading in the canvas: the English home shows it, the Italian one does not', async ({ page }) => {
    const before = 'Cold that shows off what you make'
    const after = 'Cold that makes your pastry shine'
    // Both homes are in the cache before the edit.
    expect(await html(cdn, '/')).toContain(before)
    await cached(cdn, ['/', '/it'])
    const italian = await html(cdn, '/it')

    await openEditor(page, wp.url, home.en)
    const heading = page.getByRole('textbox', { name: 'Heading' }).filter({ hasText: before })
    await heading.click()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(after)
    const since = Date.now()
    await update(page)
    console.log(`  the editor's save answered in ${Date.now() - since} ms`)
    await live(
      'the new heading on the English home, through the cache',
      async () => (await html(cdn, '/')).includes(`>${after}</h1>`),
      since,
    )
    expect(siteBlockProblems((await wp.rest('GET', `/wp/v2/pages/${home.en}`)).lumera_markup)).toEqual([])
    expect(await html(direct, '/')).toContain(`>${after}</h1>`)
    expect(await html(cdn, '/it')).toBe(italian)
    expect(await html(cdn, '/it')).not.toContain(after)
  })
})
