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
