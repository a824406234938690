import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A visitor who has already answered the cookie banner and closed the badge, on any origin.
 * playwright.config presets this for the shared test server; specs that start their own site
 * on a free port (a different origin) call this before their first navigation.
 */
export async function asReturningVisitor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('cookie_consent') === null) localStorage.setItem('cookie_consent', 'no')
    if (localStorage.getItem('green_diploma') === null) localStorage.setItem('green_diploma', 'closed')
  })
}

/**
 * Opens a dialog from its link as soon as the link can open one. Until the scripts have hydrated the page
 * (they start after the first paint) such a link is a plain link to the page that holds the same content,
 * and it says so by not announcing a dialog yet.
 */
export async function openDialogFrom(opener: Locator): Promise<void> {
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
  await opener.click()
}

/**
 * Waits until the scripts have hydrated a page of the site layout, for tests that need the client-side
 * router (its server-function calls): the header's and footer's dialog links announce a dialog from then on.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator('a[aria-haspopup="dialog"]').first()).toBeAttached()
}

/**
 * Reaches for a lead form as a visitor does, with a tap in its first text field. A form written into the
 * page loads its code and hydrates then (InlineLeadForm); one in a dialog has hydrated already. From then
 * on the form checks its fields itself.
 */
export async function reachForForm(form: Locator): Promise<void> {
  await form.getByRole('textbox').first().click()
  await expect(form).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Unfolds the search's filters where they are folded behind their control (a phone), as a visitor does before
 * ticking one; where they stand open (a desktop) the control is hidden and this does nothing.
 */
export async function unfoldFilters(page: Page): Promise<void> {
  const control = page.getByText(/^(Filters|Filtri)( · \d+ (active|attivi|attivo))?$/)
  if (await control.isVisible()) await control.click()
}
