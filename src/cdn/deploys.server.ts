/** A new build behind a CDN (decision 0065): the previous builds' assets stay served, their pages are purged. */
import { cdn } from '#app-config'
import { loadEnv } from '#src/platform/env.server.ts'
import { log } from '#src/platform/log.server.ts'
import { purger } from './purger.server'
import { assetsPool, findBuild, retainAssets, type Build } from './releaseAssets.server'
import { cacheTags } from './tags'

let build: Build | undefined | null = null

/** The build this process runs (undefined in development). */
export function currentBuild(): Build | undefined {
  if (build === null) build = findBuild()
  return build
}

const poolDir = () => assetsPool(loadEnv().dataDir)

/** At start-up: keeps this build's assets, and purges the pages of the builds it replaces. */
export function keepReleaseAssets(): void {
  const running = currentBuild()
  if (!running) return
  retainAssets(running, poolDir(), cdn.retiredAssetsSeconds * 1000)
    .then((retired) => {
      if (retired.length === 0) return
      log().info({ module: 'cdn', build: running.digest, retired }, 'a new build: pages naming the previous ones are purged')
      purger().purge(retired.map(cacheTags.assets), 'new build')
    })
    .catch((error: unknown) => log().warn({ module: 'cdn', err: error }, 'cannot keep this build’s assets for the next one'))
}
