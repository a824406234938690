/**
 * An editor at work in WordPress's block editor (Debian's WordPress 6.1, support/wordpress.mjs), as a person does it:
 * logging in, opening a post, inserting the site's blocks from the inserter, the panels beside the document,
 * publishing and updating. Roles and labels only, the editor's own words.
 */
import { expect, type Page } from '@playwright/test'

/** Logs into wp-admin. */
export async function logIn(page: Page, wpUrl: string, login: string, password: string) {
  await page.goto(`${wpUrl}/wp-login.php`)
  // The login page's own scripts set its fields up after load; typing before they have run can be lost.
  await page.waitForLoadState('networkidle')
  const passwordField = page.getByLabel('Password', { exact: true })
  await page.getByLabel('Username or Email Address').fill(login)
  await passwordField.fill(password)
  await expect(passwordField).toHaveValue(password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/wp-admin\//)
}

/** Opens a post in the block editor (or a new one of a type), ready to type, with the document's sidebar open. */
export async function openEditor(page: Page, wpUrl: string, target: number | { newOf: string }) {
  await page.goto(
    typeof target === 'number'
      ? `${wpUrl}/wp-admin/post.php?post=${target}&action=edit`
      : `${wpUrl}/wp-admin/post-new.php?post_type=${target.newOf}`,
  )
  await expect(page.getByRole('textbox', { name: 'Add title' })).toBeVisible({ timeout: 30_000 })
  await openSettings(page)
}

/** Inserts a block by its title from the inserter (the site's blocks are under "Lumera website"). */
export async function insertBlock(page: Page, title: string) {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click()
  await page.getByRole('searchbox', { name: 'Search for blocks and patterns' }).fill(title)
  // A dashicon's glyph (a character of its icon font) comes first in the option's name.
  await page.getByRole('option', { name: new RegExp(`^\\W*${title}$`) }).click()
  // Wide screens keep the inserter open, in the settings sidebar's place: back to the sidebar.
  const inserter = page.getByRole('button', { name: 'Toggle block inserter' })
  if ((await inserter.getAttribute('aria-pressed')) === 'true') await inserter.click()
  await openSettings(page)
}

/** The settings sidebar (the document's and the block's tabs), open. */
async function openSettings(page: Page) {
  const settings = page.getByRole('button', { name: 'Settings', exact: true })
  if ((await settings.getAttribute('aria-pressed')) !== 'true') await settings.click()
}

/** The document's tab of the sidebar, with one of its panels open. */
export async function openDocumentPanel(page: Page, title: string, tab = 'Page') {
  await openSettings(page)
  await page.getByRole('button', { name: tab, exact: true }).first().click()
  const toggle = page.getByRole('button', { name: title, exact: true })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

/** Publishes a new post: Publish, then the confirmation panel's Publish; waits for WordPress's answer. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByRole('region', { name: 'Editor publish' }).getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(/ published\.$/).first()).toBeVisible({ timeout: 30_000 })
}

/** Saves a published post (Update) and waits for WordPress's answer. */
export async function update(page: Page) {
  await page.getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page.getByText(/ updated\.$/).first()).toBeVisible({ timeout: 30_000 })
}

/** The post's id, from the editor's address once it is saved. */
export async function postId(page: Page) {
  await expect(page).toHaveURL(/[?&]post=\d+/)
  return Number(new URL(page.url()).searchParams.get('post'))
}
