/** Another instance of the production build with its own environment and data folder (scripts/lib/launch.mjs). */
import { freePort, launchSite, type LaunchedSite } from '../../../scripts/lib/launch.mjs'

export { freePort }

export type RunningSite = LaunchedSite

/** Starts the build's server once it answers /api/health; `dataDir` reuses a data folder (a restart). */
export function startSite(env: Record<string, string>, dataDir?: string): Promise<RunningSite> {
  return launchSite({ env, dataDir })
}
