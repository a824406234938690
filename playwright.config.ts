import { defineConfig } from '@playwright/test'
import { TEST_BROWSER } from './scripts/lib/chromium.mjs'
import { TEST_PORT } from './tests/e2e/support/ports'

/**
 * End-to-end tests against the production build (`npm run build` first), served with fakes of the
 * outside services (tests/e2e/support/test-server.mjs). Chromium is Debian's headless shell (scripts/lib/chromium.mjs).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Screenshots for a reviewer assert nothing a sweep does not: `npm run screenshots` takes them on demand.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    // Recording a trace costs about a fifth of the suite's CPU (docs/decisions/0063). CI retries a failed test once and
    // records that retry; locally, where no test is retried, every test is recorded and the trace of a failure is kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Visitors who already answered the cookie banner and closed the badge: the chrome tests
    // (chrome.spec.ts) start from an empty storage to test both.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${TEST_PORT}`,
          localStorage: [
            { name: 'cookie_consent', value: 'no' },
            { name: 'green_diploma', value: 'closed' },
          ],
        },
      ],
    },
    launchOptions: {
      executablePath: TEST_BROWSER.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Tests tagged @one-width check what the width cannot change (HTTP answers, stored leads, processes,
    // ranking): they run at the desktop width only, so their servers start once.
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grepInvert: /@one-width/ },
  ],
  webServer: {
    command: 'node tests/e2e/support/test-server.mjs',
    url: `http://localhost:${TEST_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'pipe',
  },
})
