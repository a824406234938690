// Debian's Chromium builds, the only browsers used here: Playwright never downloads one.
// The end-to-end tests drive the headless shell (Debian's `chromium-headless-shell`, the old headless mode): it
// starts no browser UI, so a test costs far less CPU (docs/decisions/0063). The bench's Lighthouse, weight and
// interaction runs use the full browser, as a visitor's.
// CHROMIUM_PATH overrides either.

/** The browser of the end-to-end tests, with the Debian package that provides it. */
export const TEST_BROWSER = { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' }

/** The full browser, as visitors have it: the bench's measurements and the brand video. */
export const FULL_BROWSER = { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', apt: 'chromium' }
