// One server process under the supervisor: serves the build (srvx's loader hands over its handler) on the shared port.
// On SIGTERM it drains (503 on /api/health/ready), lets requests in flight finish, then runs the app's shutdown hooks.
import { createServer } from 'node:http'
import { loadServerEntry } from 'srvx/loader'
import { srvxNodeHandler } from '../../framework/srvxNodeHandler.mjs'
import { applyHttpLimits, httpServerOptions } from './limits.mjs'
import { LIFECYCLE_KEY, START_FAILURE_KEY, SUPERVISED_ENV } from '../../platform/clusterProtocol.mjs'
import { reportStatsOnSignal } from './stats.mjs'

const DRAIN_TIMEOUT_MS = 10_000
const entry = process.argv[2]
process.env[SUPERVISED_ENV] = '1'
reportStatsOnSignal()

const loaded = await loadServerEntry({ entry })
const handler = srvxNodeHandler(loaded)
if (!handler) {
  console.error(`[serve] ${entry} did not provide a request handler`)
  process.exit(1)
}

const server = applyHttpLimits(createServer(httpServerOptions, handler))
// A port it cannot take ends it, and the supervisor with it (unhandled, the process would stay, serving nothing).
server.once('error', (error) => {
  if (process.send) process.send({ [START_FAILURE_KEY]: error.message }, () => process.exit(1))
  else process.exit(1)
})
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST || undefined
server.listen({ port, host }, async () => {
  // Load the app now, not at the first visitor: its delivery worker sends what is owed at once.
  await Promise.resolve()
    .then(() => loaded.fetch?.(new Request(`http://localhost:${port}/api/health/ready`)))
    .catch(() => {})
})

/** The app's side of the shutdown (src/platform/lifecycle.server.ts); absent until the app has loaded. */
const lifecycle = () => globalThis[LIFECYCLE_KEY]

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  lifecycle()?.drain()
  const closed = new Promise((resolve) => server.close(resolve))
  server.closeIdleConnections()
  let timer
  const late = new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_TIMEOUT_MS)))
  await Promise.race([closed, late])
  clearTimeout(timer)
  server.closeAllConnections()
  await lifecycle()?.shutdown()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// The supervisor is gone (killed): stop as on SIGTERM rather than serve unsupervised.
process.on('disconnect', stop)
