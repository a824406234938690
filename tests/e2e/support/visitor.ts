import type { Page } from '@playwright/test'

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
