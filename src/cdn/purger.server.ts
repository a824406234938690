/**
 * The one owner of the CDNs in front of the site (docs/decisions/0041): every Varnish of `VARNISH_PURGE_URLS`, Fastly
 * and Cloudflare when configured, each a lane of its own (purgeLane.ts), so that one CDN that fails or waits for its
 * rate limit never holds up another. A change's tags go to every lane; with no CDN configured, nowhere.
 *
 * Several server processes each read a change for themselves, and one of them may still serve the old page for a
 * moment after the process that purged has read it: the CDN could keep that page again. So where other processes
 * exist, the same tags are purged once more a little later (`cdn.repurgeAfterMs`).
 */
import { cdn } from '#app-config'
import { changeBus } from '#src/server/changeBus.server.ts'
import { loadEnv, type Env } from '#src/server/env.server.ts'
import { onShutdown } from '#src/server/lifecycle.server.ts'
import { log } from '#src/server/log.server.ts'
import type { CdnAdapter } from './adapter'
import { cloudflareAdapter } from './cloudflare.server'
import { fastlyAdapter } from './fastly.server'
import { PurgeLane, type LaneOptions, type LaneStatus } from './purgeLane'
import { varnishAdapter } from './varnish.server'

/** The longest a stopping process waits for the purges it owes. */
const SHUTDOWN_FLUSH_MS = 5000

const cdnLog = () => log().child({ module: 'cdn' })

/** The adapters the environment configures: `varnish 1`, `varnish 2`… (the addresses stay out of public answers), fastly, cloudflare. */
export function configuredAdapters(config: Env['cdn']): CdnAdapter[] {
  return [
    ...config.varnish.map((url, i) => varnishAdapter(url, `varnish ${i + 1}`)),
    ...(config.fastly ? [fastlyAdapter(config.fastly)] : []),
    ...(config.cloudflare ? [cloudflareAdapter(config.cloudflare)] : []),
  ]
}

export class Purger {
  private readonly lanes: PurgeLane[]

  constructor(
    adapters: readonly CdnAdapter[],
    private readonly options: LaneOptions & { repurgeAfterMs?: number },
  ) {
    this.lanes = adapters.map((adapter) => new PurgeLane(adapter, options))
  }

  /** Purges `tags` in every CDN, after the caller's answer (lanes gather and send on their own). */
  purge(tags: readonly string[], cause: string): void {
    if (tags.length === 0 || this.lanes.length === 0) return
    cdnLog().info({ cause, tags: tags.slice(0, 40), count: tags.length }, 'cdn purge')
    for (const lane of this.lanes) lane.add(tags)
    const again = this.options.repurgeAfterMs
    if (again !== undefined) setTimeout(() => this.lanes.forEach((lane) => lane.add(tags)), again).unref()
  }

  status(): LaneStatus[] {
    return this.lanes.map((lane) => lane.status())
  }

  /** Resolves once every lane has sent what it owes. */
  idle(): Promise<void> {
    return Promise.all(this.lanes.map((lane) => lane.idle())).then(() => undefined)
  }
}

/** What /api/health says of CDNs whose purges have failed for too long (pure). */
export function purgeProblems(statuses: readonly LaneStatus[], now: number): string[] {
  return statuses.flatMap((s) =>
    s.failingSince !== null && now - s.failingSince >= cdn.failingAfterMs
      ? [
          `cdn (${s.cdn}): purges have failed for ${Math.round((now - s.failingSince) / 1000)} s (${s.lastFailure}); ${s.pendingTags} tags owed, visitors may see pages up to ${cdn.pageSeconds} s old`,
        ]
      : [],
  )
}

let shared: Purger | undefined

/** The process-wide purger, from the environment on first use. */
export function purger(): Purger {
  if (!shared) {
    const adapters = configuredAdapters(loadEnv().cdn)
    const current = new Purger(adapters, {
      gatherMs: cdn.gatherMs,
      retryMs: cdn.retryMs,
      maxRetryMs: cdn.maxRetryMs,
      timeoutMs: cdn.timeoutMs,
      repurgeAfterMs: adapters.length > 0 && changeBus().carrier !== 'in-process' ? cdn.repurgeAfterMs : undefined,
      onResult: ({ ok, ...result }) =>
        ok ? cdnLog().info(result, 'cdn purged') : cdnLog().warn(result, 'cdn purge failed, tried again later'),
    })
    shared = current
    onShutdown('cdn purges', () => Promise.race([current.idle(), new Promise<void>((r) => setTimeout(r, SHUTDOWN_FLUSH_MS).unref())]))
  }
  return shared
}
