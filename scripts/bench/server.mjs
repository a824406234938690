// Starts the production build (`.output/`) for the bench on a free port with its embedded defaults,
// no tag manager, plus `env` (scripts/lib/launch.mjs is the launcher).
import { launchSite } from '../lib/launch.mjs'

/**
 * `entry`: another build's server (e.g. a baseline commit's `.output`); `nodeArgs`: e.g. `--cpu-prof`.
 * @returns {Promise<{ origin: string, pid: number | undefined, stop: () => Promise<number | null> }>}
 */
export async function startServer(env = {}, { entry, nodeArgs } = {}) {
  const site = await launchSite({ env: { GTM_ID: '', ...env }, entry, nodeArgs, stdio: ['ignore', 'ignore', 'inherit'] })
  // SIGTERM, so a profiled process writes its profile; resolves once it has exited.
  return { origin: site.url, pid: site.pid, stop: () => site.stop('SIGTERM') }
}
