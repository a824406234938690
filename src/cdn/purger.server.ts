/**
 * The one owner of the CDNs (docs/decisions/0049): a lane per configured CDN. One process sends the purges
 * (purgeOwner.server.ts); the others hand it their tags over the change bus and hear how its purges fare.
 */
import { cdn } from '#app-config'
import { changeBus, type ChangeBus } from '#src/platform/changeBus.server.ts'
import { loadEnv, type Env } from '#src/platform/env.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log } from '#src/platform/log.server.ts'
import type { CdnAdapter } from './adapter'
import { cloudflareAdapter } from './cloudflare.server'
import { fastlyAdapter } from './fastly.server'
import { purgeOwner, type Owner } from './purgeOwner.server'
import { PurgeLane, type LaneOptions, type LaneStatus } from './purgeLane'
import { varnishAdapter } from './varnish.server'

const SHUTDOWN_FLUSH_MS = 5000
/** The most characters of tags in one bus message (PostgreSQL's NOTIFY carries 8,000 bytes). */
const MESSAGE_TAG_CHARS = 6000

const cdnLog = () => log().child({ module: 'cdn' })

/** Named `varnish 1`, `varnish 2`…: addresses stay out of /api/health. */
export function configuredAdapters(config: Env['cdn']): CdnAdapter[] {
  return [
    ...config.varnish.map((url, i) => varnishAdapter(url, `varnish ${i + 1}`)),
    ...(config.fastly ? [fastlyAdapter(config.fastly)] : []),
    ...(config.cloudflare ? [cloudflareAdapter(config.cloudflare)] : []),
  ]
}

function messageChunks(tags: readonly string[]): string[][] {
  const chunks: string[][] = [[]]
  let chars = 0
  for (const tag of tags) {
    if (chars + tag.length > MESSAGE_TAG_CHARS && chunks.at(-1)!.length > 0) {
      chunks.push([])
      chars = 0
    }
    chunks.at(-1)!.push(tag)
    chars += tag.length + 1
  }
  return chunks.filter((chunk) => chunk.length > 0)
}

const failingChanged = (a: LaneStatus | undefined, b: LaneStatus) => (a?.failingSince ?? null) !== b.failingSince

export class Purger {
  private readonly lanes: PurgeLane[]
  private heard: LaneStatus[] = []
  private told: LaneStatus[] = []

  constructor(
    adapters: readonly CdnAdapter[],
    options: LaneOptions,
    private readonly coordination?: { owner: Owner; bus: ChangeBus },
  ) {
    this.lanes = adapters.map(
      (adapter) =>
        new PurgeLane(adapter, {
          ...options,
          onResult: (result) => {
            options.onResult?.(result)
            this.tellOthers()
          },
        }),
    )
    coordination?.bus.subscribe((event) => {
      if (event.topic === 'purge' && this.owns()) this.send(event.tags, event.cause)
      if (event.topic === 'purge-status') this.heard = event.lanes
    })
  }

  purge(tags: readonly string[], cause: string): void {
    if (tags.length === 0 || this.lanes.length === 0) return
    if (this.owns()) return this.send(tags, cause)
    for (const chunk of messageChunks(tags)) this.coordination!.bus.publish({ topic: 'purge', tags: chunk, cause })
  }

  status(): LaneStatus[] {
    return this.owns() ? this.lanes.map((lane) => lane.status()) : this.heard
  }

  idle(): Promise<void> {
    return Promise.all(this.lanes.map((lane) => lane.idle())).then(() => undefined)
  }

  private owns(): boolean {
    return this.coordination?.owner.isOwner() ?? true
  }

  private send(tags: readonly string[], cause: string): void {
    cdnLog().info({ cause, tags: tags.slice(0, 40), count: tags.length }, 'cdn purge')
    for (const lane of this.lanes) lane.add(tags)
  }

  private tellOthers(): void {
    const lanes = this.lanes.map((lane) => lane.status())
    if (!this.coordination || !lanes.some((lane, i) => failingChanged(this.told[i], lane))) return
    this.told = lanes
    this.coordination.bus.publish({ topic: 'purge-status', lanes })
  }
}

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

export function purger(): Purger {
  if (!shared) {
    const env = loadEnv()
    const adapters = configuredAdapters(env.cdn)
    const bus = changeBus()
    const current = new Purger(
      adapters,
      {
        gatherMs: cdn.gatherMs,
        retryMs: cdn.retryMs,
        maxRetryMs: cdn.maxRetryMs,
        timeoutMs: cdn.timeoutMs,
        onResult: ({ ok, ...result }) =>
          ok ? cdnLog().info(result, 'cdn purged') : cdnLog().warn(result, 'cdn purge failed, tried again later'),
      },
      adapters.length > 0 ? { owner: purgeOwner(bus, env.databaseUrl), bus } : undefined,
    )
    shared = current
    onShutdown('cdn purges', () => Promise.race([current.idle(), new Promise<void>((r) => setTimeout(r, SHUTDOWN_FLUSH_MS).unref())]))
  }
  return shared
}
