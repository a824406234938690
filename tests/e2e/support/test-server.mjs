// Starts the production build for the end-to-end tests (Playwright's webServer), with its data in a
// fresh temporary folder; Playwright waits for /api/health itself.
import { launchSite } from '../../../scripts/lib/launch.mjs'

const site = await launchSite({
  port: Number(process.env.E2E_PORT ?? '3210'), // the same default as tests/e2e/support/ports.ts
  env: { GTM_ID: 'GTM-TEST123' },
  waitFor: false,
  stdio: 'inherit',
})
const stop = () => site.stop('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.exit((await site.exited) ?? 0)
