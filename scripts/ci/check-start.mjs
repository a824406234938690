// CI: `npm install && npm start` works on the machine's own Node (20 on these machines, past its end of life
// but still what an operator may have): `npm start` builds, serves, and /api/health answers. Run by .ci/run
// before it moves to the current Node LTS for the suite.
import { launchSite } from '../lib/launch.mjs'

const started = Date.now()
const site = await launchSite({ script: 'scripts/start.mjs', env: { WEB_CONCURRENCY: '1' }, timeoutMs: 180_000 })
const health = await (await fetch(`${site.url}/api/health`)).json()
const code = await site.stop('SIGTERM')
console.log(
  `npm start on Node ${process.versions.node}: /api/health says ${health.status} (catalogue ${health.catalogue}); ` +
    `built and served in ${Math.round((Date.now() - started) / 1000)} s, stopped with exit code ${code}`,
)
if (health.status !== 'ok' || code !== 0) process.exit(1)
