/**
 * The one owner of the CDNs (docs/decisions/0049, 0065): a lane per configured CDN. One process sends the purges
 * (purgeOwner.server.ts); the others hand it their tags over the change bus and keep them (purgeOutbox.ts) until it says
 * every CDN has them, so none is lost while the role changes hands; they hear how its purges fare.
 */
import { randomUUID } from 'node:crypto'
import { cdn } from '#app-config'
import { changeBus, type ChangeBus } from '#src/platform/changeBus.server.ts'
import { loadEnv, type Env } from '#src/platform/env.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log } from '#src/platform/log.server.ts'
import type { CdnAdapter } from './adapter'
import { cloudflareAdapter } from './cloudflare.server'
import { fastlyAdapter } from './fastly.server'
import { PurgeOutbox, type OutboxMessage } from './purgeOutbox'
import { purgeOwner, type Owner } from './purgeOwner.server'
import { PurgeLane, type LaneOptions, type LaneStatus } from './purgeLane'
import { broaderTags } from './tags'
import { varnishAdapter } from './varnish.server'

const SHUTDOWN_FLUSH_MS = 5000
/** The most characters of tags in one bus message (PostgreSQL's NOTIFY carries 8,000 bytes). */
const MESSAGE_TAG_CHARS = 6000
/** Message ids in one `purge-done` (the bus's schema takes at most 100). */
const DONE_IDS_PER_MESSAGE = 100
/** An owner heard nothing from for this many beats has gone. */
const SILENT_BEATS = 3

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

export type PurgerOptions = Omit<LaneOptions, 'horizonMs' | 'collapse'> & {
  /** How long a page may be stored (the lanes' horizon, and the longest a handed-over message is kept). */
  horizonMs?: number
  handOverMs?: number
  ownerBeatMs?: number
}

export class Purger {
  private readonly lanes: PurgeLane[]
  private heard: LaneStatus[] = []
  private told: LaneStatus[] = []
  /** This process's name on the bus, as the owner. */
  private readonly id = randomUUID()
  private readonly outbox: PurgeOutbox | undefined
  /** As the owner: the messages it holds, until every lane has sent their tags. */
  private readonly holding = new Map<string, readonly string[]>()
  private owned = false
  private lastBeatAt = 0
  private readonly beatMs: number
  private readonly timer: ReturnType<typeof setInterval> | undefined

  constructor(
    adapters: readonly CdnAdapter[],
    options: PurgerOptions,
    private readonly coordination?: { owner: Owner; bus: ChangeBus },
  ) {
    const horizonMs = options.horizonMs ?? cdn.pageSeconds * 1000
    const beatMs = options.ownerBeatMs ?? cdn.ownerBeatMs
    this.beatMs = beatMs
    this.lanes = adapters.map(
      (adapter) =>
        new PurgeLane(adapter, {
          ...options,
          horizonMs,
          collapse: broaderTags,
          onResult: (result) => {
            options.onResult?.(result)
            this.tellOthers()
            this.tellDone()
          },
        }),
    )
    if (!coordination || this.lanes.length === 0) return
    this.outbox = new PurgeOutbox(this.id, {
      handOverMs: options.handOverMs ?? cdn.handOverMs,
      ownerSilentMs: beatMs * SILENT_BEATS,
      maxAgeMs: horizonMs,
    })
    coordination.bus.subscribe((event) => {
      if (event.topic === 'purge' && this.owns()) this.hold({ id: event.id, tags: event.tags, cause: event.cause })
      if (event.topic === 'purge-held') this.outbox!.held(event.ids, event.owner)
      if (event.topic === 'purge-done') this.outbox!.done(event.ids)
      if (event.topic === 'purge-owner') this.outbox!.heardOwner(event.owner)
      if (event.topic === 'purge-status') this.heard = event.lanes
    })
    this.timer = setInterval(() => this.tick(), Math.min(beatMs, options.handOverMs ?? cdn.handOverMs) / 2)
    this.timer.unref()
  }

  purge(tags: readonly string[], cause: string): void {
    if (tags.length === 0 || this.lanes.length === 0) return
    if (this.owns()) return this.send(tags, cause)
    for (const chunk of messageChunks(tags)) this.publish(this.outbox!.add(chunk, cause))
  }

  status(): LaneStatus[] {
    return this.owns() ? this.lanes.map((lane) => lane.status()) : this.heard
  }

  /** Whether tags handed to the purging process are still waiting for its word that they are sent. */
  handedOver(): number {
    return this.outbox?.size ?? 0
  }

  idle(): Promise<void> {
    return Promise.all(this.lanes.map((lane) => lane.idle())).then(() => undefined)
  }

  close(): void {
    if (this.timer) clearInterval(this.timer)
  }

  private owns(): boolean {
    return this.coordination?.owner.isOwner() ?? true
  }

  private send(tags: readonly string[], cause: string): void {
    cdnLog().info({ cause, tags: tags.slice(0, 40), count: tags.length }, 'cdn purge')
    for (const lane of this.lanes) lane.add(tags)
  }

  /** As the owner: a message from another process (or from this one's outbox), taken once however often it comes. */
  private hold(message: OutboxMessage): void {
    if (!this.holding.has(message.id)) {
      this.holding.set(message.id, message.tags)
      this.send(message.tags, message.cause)
    }
    this.coordination!.bus.publish({ topic: 'purge-held', ids: [message.id], owner: this.id })
    this.tellDone()
  }

  private publish(message: OutboxMessage): void {
    this.coordination!.bus.publish({ topic: 'purge', id: message.id, tags: [...message.tags], cause: message.cause })
  }

  private tick(): void {
    const owns = this.owns()
    if (owns) {
      if (!this.owned) cdnLog().info('this process now purges the CDNs')
      if (!this.owned || Date.now() - this.lastBeatAt >= this.beatMs) {
        this.lastBeatAt = Date.now()
        this.coordination!.bus.publish({ topic: 'purge-owner', owner: this.id })
      }
      this.outbox!.heardOwner(this.id)
      // What this process handed over while another one purged, it now sends itself.
      for (const message of this.outbox!.take()) this.hold(message)
    } else {
      for (const message of this.outbox!.due()) this.publish(message)
    }
    this.owned = owns
  }

  private tellDone(): void {
    if (!this.coordination || this.holding.size === 0) return
    const done = [...this.holding].filter(([, tags]) => !tags.some((tag) => this.lanes.some((lane) => lane.owes(tag)))).map(([id]) => id)
    if (done.length === 0) return
    for (const id of done) this.holding.delete(id)
    this.outbox!.done(done)
    for (let i = 0; i < done.length; i += DONE_IDS_PER_MESSAGE)
      this.coordination.bus.publish({ topic: 'purge-done', ids: done.slice(i, i + DONE_IDS_PER_MESSAGE) })
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
          `cdn (${s.cdn}): purges have failed for ${Math.round((now - s.failingSince) / 1000)} s (${s.lastFailure}); ${s.pendingTags} tags owed${
            s.droppedTags > 0 ? `, ${s.droppedTags} given up (refused for good: check the CDN's settings)` : ''
          }, visitors may see pages up to ${cdn.pageSeconds} s old`,
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
          ok
            ? cdnLog().info(result, 'cdn purged')
            : result.dropped
              ? cdnLog().error(result, 'cdn purge refused for good, given up')
              : cdnLog().warn(result, 'cdn purge failed, tried again later'),
        onCollapse: (collapse) =>
          cdnLog().warn(collapse, 'cdn purges owed would arrive after the pages expire: sent as broader tags instead'),
      },
      adapters.length > 0 ? { owner: purgeOwner(bus, env.databaseUrl), bus } : undefined,
    )
    shared = current
    onShutdown('cdn purges', async () => {
      current.close()
      await Promise.race([current.idle(), new Promise<void>((r) => setTimeout(r, SHUTDOWN_FLUSH_MS).unref())])
    })
  }
  return shared
}
