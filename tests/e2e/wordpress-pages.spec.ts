import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import * as v from 'valibot'
import { isSiteBlock, siteBlocks } from '#src/blocks/model.ts'
import { parseBlocks, type ParsedBlockNode } from '#src/blocks/parse.ts'
import { insertBlock, logIn, openDocumentPanel, openEditor, postId, publish, update } from './support/block-editor'
import { cached, html, live, through, type Through } from './support/cdn'
import { startInstance, type Instance } from './support/instances'
import { freePort } from './support/site'
import { WORDPRESS_SECRET } from './support/site-with-wordpress'
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

/** An embedded page document's blocks (content/pages/<name>.<locale>.html without its front matter). */
const embedded = (file: string) =>
  readFileSync(new URL(`../../content/pages/${file}`, import.meta.url), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')

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
    wp = await startWordPress({ siteUrl: `http://127.0.0.1:${port}`, secret: WORDPRESS_SECRET })
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

  // More tests follow in this file: they share the WordPress, the site and the cache started above.
  void cached
  void html
  void live
  void direct
  void cdn
  void siteBlockProblems
  void insertBlock
  void openDocumentPanel
  void postId
  void publish
  void update
  void ({} as Page)
})
