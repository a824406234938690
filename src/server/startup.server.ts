/**
 * What a server process does once, before its first request: make its logs safe to write, read its
 * environment (a malformed variable stops it with the variable's name), start the work that does not
 * wait for visitors, and build its page cache, which a catalogue or content change empties in every process.
 */
import { services } from '#app-config'
import { STATS_KEY } from './cluster/protocol.mjs'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { dropOutdatedSpecSheets } from '#src/downloads/downloads.server.ts'
import { leadPipeline } from '#src/leads/leads.server.ts'
import { shareCatalogueChanges } from './catalogueChanges.server'
import { shareContentChanges } from '#src/content/changes.server.ts'
import { dropWritesToClosedPipes } from './closedPipes.server'
import { loadEnv, type Env } from './env.server'
import { startErrorReporting } from '#src/errors/reporter.server.ts'
import { purger } from '#src/cdn/purger.server.ts'
import { PageCache } from './pageCache.server'
import { RenderQueue } from './renderQueue.server'

/** A log reader that goes away must not turn every log line into an uncaught exception; then the environment. */
export function startProcess(): Env {
  dropWritesToClosedPipes()
  const env = loadEnv()
  // With SENTRY_DSN, errors logged or caught on the server are reported (src/errors/).
  startErrorReporting()
  return env
}

/**
 * Deliveries owed from before a restart go out now; the feed is read once so the first visitor does not wait for the
 * store; the CDN purger listens from the start (the purging process hears the others' changes on the change bus).
 */
export function startBackgroundWork(): void {
  leadPipeline()
  // Spec sheets of a product that changed are dropped from the disk as soon as this process reads the change.
  dropOutdatedSpecSheets(productFeed())
  void productFeed().warm()
  purger()
}

const megabytes = (bytes: number) => Math.round(bytes / 104_857.6) / 10

/**
 * The rendered-page cache and the queue of its misses; a changed feed makes every cached page stale, in every process.
 * Their figures go into the process's stats line (src/server/cluster/stats.mjs).
 */
export function createPageStore(env: Env) {
  const cache = new PageCache({ maxEntries: 500, ttlMs: env.pageCacheMs })
  const queue = new RenderQueue(services.renderConcurrency)
  shareCatalogueChanges(() => cache.clear())
  // So do changed stories and articles from WordPress (docs/decisions/0025).
  shareContentChanges(() => cache.clear())
  ;(globalThis as Record<symbol, () => object>)[STATS_KEY] = () => ({
    pageCache: { pages: cache.size, mb: megabytes(cache.bytes), maxMb: megabytes(cache.maxBytes) },
    renders: { waiting: queue.queued, shed: queue.shed, running: queue.active },
  })
  return { cache, queue }
}
