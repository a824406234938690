/** What a server process does once, before its first request. */
import { services } from '#app-config'
import { STATS_KEY } from '#src/platform/clusterProtocol.mjs'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { dropOutdatedSpecSheets } from '#src/downloads/downloads.server.ts'
import { leadPipeline } from '#src/leads/leads.server.ts'
import { shareCatalogueChanges } from '#src/catalogue/changes.server.ts'
import { shareContentChanges } from '#src/content/changes.server.ts'
import { dropWritesToClosedPipes } from './closedPipes.server'
import { loadEnv, type Env } from '#src/platform/env.server.ts'
import { startErrorReporting } from '#src/errors/reporter.server.ts'
import { purger } from '#src/cdn/purger.server.ts'
import { keepReleaseAssets } from '#src/cdn/deploys.server.ts'
import { PageCache } from './pageCache.server'
import { webhookReplays } from './webhookReplays.server'
import { RenderQueue } from './renderQueue.server'

/** A log reader that goes away must not turn every log line into an uncaught exception; then the environment. */
export function startProcess(): Env {
  dropWritesToClosedPipes()
  const env = loadEnv()
  startErrorReporting()
  return env
}

/** Deliveries owed from before a restart go out now; the feed is read so the first visitor does not wait for the store. */
export function startBackgroundWork(): void {
  leadPipeline()
  dropOutdatedSpecSheets(productFeed())
  void productFeed().warm()
  purger()
  keepReleaseAssets()
  // Heard from the start: a webhook another process acts on is a replay here too.
  webhookReplays('wordpress')
}

const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10

export function createPageStore(env: Env) {
  const cache = new PageCache({ maxEntries: 500, ttlMs: env.pageCacheMs })
  const queue = new RenderQueue(services.renderConcurrency)
  shareCatalogueChanges(() => cache.clear())
  shareContentChanges(() => cache.clear())
  ;(globalThis as Record<symbol, () => object>)[STATS_KEY] = () => ({
    pageCache: { pages: cache.size, mb: megabytes(cache.bytes), maxMb: megabytes(cache.maxBytes) },
    renders: { waiting: queue.queued, shed: queue.shed, running: queue.active },
  })
  return { cache, queue }
}
