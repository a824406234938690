// CI: `npm install && npm start` works on the machine's own Node (20 on these machines, past its end of life
// but still what an operator may have): `npm start` builds, serves, and /api/health answers. Run by .ci/run
// before `npm test`, which moves to the current Node LTS when this one is too old for its tools.
import { launchSite } from '../lib/launch.mjs'

const started = Date.now()
const site = await launchSite({ script: 'scripts/start.mjs', env: { WEB_CONCURRENCY: '1' }, timeoutMs: 180_000 })
const health = await (await fetch(`${site.url}/api/health`)).json()
// The lead store works on this Node too (better-sqlite3 on Node 20, node:sqlite on later ones: decision 0035): a
// newsletter sign-up, posted as a browser without JavaScript posts it, is stored and answered with success.
const signUp = await fetch(`${site.url}/api/forms`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url },
  body: new URLSearchParams({
    form: 'newsletter',
    locale: 'en',
    page: 'home',
    path: '/',
    email: 'start-check@example.com',
    consent_privacy: 'on',
    consent_commercial: 'on',
  }),
})
const stored = signUp.status === 303 && (signUp.headers.get('location') ?? '').includes('form_result=success')
const code = await site.stop('SIGTERM')
console.log(
  `npm start on Node ${process.versions.node}: /api/health says ${health.status} (catalogue ${health.catalogue}, ` +
    `lead store ${health.leadStore}); a sign-up ${stored ? 'was stored' : `failed (${signUp.status} ${signUp.headers.get('location')})`}; ` +
    `built and served in ${Math.round((Date.now() - started) / 1000)} s, stopped with exit code ${code}`,
)
if (health.status !== 'ok' || !stored || code !== 0) process.exit(1)
