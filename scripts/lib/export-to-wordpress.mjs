// `npm run content -- --export-to-wordpress` run as an operator runs it, against a WordPress started by
// tests/e2e/support/wordpress.mjs: the Markdown stories and articles, the pages made of blocks with their
// translations, the front page and the notices (decision 0069). For the bench and the pages' screenshots.
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Exports the embedded content to `wp`; resolves to what the command printed, fails with its error output.
 * @param {{ url: string, user: string, appPassword: string }} wp
 */
export async function exportToWordPress(wp, { timeoutMs = 300_000 } = {}) {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/content.mjs', '--export-to-wordpress'], {
    cwd: ROOT,
    env: { ...process.env, WORDPRESS_URL: wp.url, WORDPRESS_USER: wp.user, WORDPRESS_APP_PASSWORD: wp.appPassword },
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  })
  return stdout
}

/**
 * Removes a fresh WordPress's sample post ("Hello world!", which would be the newest article on the home page) and
 * sample page: none of the site's content, as an operator removes them before the export.
 * @param {{ rest: (method: string, path: string) => Promise<any> }} wp
 */
export async function removeSampleContent(wp) {
  for (const [base, slug] of [
    ['posts', 'hello-world'],
    ['pages', 'sample-page'],
  ])
    for (const { id } of await wp.rest('GET', `/wp/v2/${base}?slug=${slug}`)) await wp.rest('DELETE', `/wp/v2/${base}/${id}?force=true`)
}

/**
 * Fails unless the site at `siteUrl` shows its pages from WordPress: for each page (its path in each language), a
 * published WordPress page of each language, in the translation group of a page at one of those paths (the plugin's
 * `link`; WordPress renames a slug another language's page has, and the group keeps the role, as the site reads it),
 * and the site's health names WordPress as its source with no page it could not use. A spec page WordPress lacks or
 * could not use would otherwise be the embedded one, silently, and look the same.
 * @param {{ rest: (method: string, path: string) => Promise<any> }} wp
 * @param {string} siteUrl
 * @param {Array<Record<string, string>>} pages each page's path by language
 */
export async function assertPagesFromWordPress(wp, siteUrl, pages) {
  const published = []
  for (let page = 1; page <= 20; page++) {
    const list = await wp.rest('GET', `/wp/v2/pages?status=publish&per_page=100&page=${page}`)
    published.push(...list)
    if (list.length < 100) break
  }
  const pathOf = (item) => new URL(item.link).pathname.replace(/(.)\/$/, '$1')
  const missing = pages.flatMap((paths) => {
    const at = published.filter((item) => Object.values(paths).includes(pathOf(item)))
    const group = new Set(at.flatMap((item) => [item.id, ...Object.values(item.translations ?? {})]))
    return Object.entries(paths).filter(([locale]) => !published.some((item) => group.has(item.id) && item.lang === locale))
  })
  if (missing.length)
    throw new Error(`no published WordPress page for ${missing.map(([locale, path]) => `${path} (${locale})`).join(', ')}`)
  const health = await (await fetch(`${siteUrl}/api/health`)).json()
  const { source, unusablePages = [] } = health.content ?? {}
  if (source !== 'wordpress' || unusablePages.length)
    throw new Error(`the site does not show WordPress's pages: ${JSON.stringify(health.content)}`)
}
