/**
 * Tells the other processes what changed, over PostgreSQL LISTEN/NOTIFY, cluster messages on one machine, or nowhere.
 * `subscribe` hears only the others: a process acts on its own changes itself.
 */
import { changedKinds } from '#src/content/store.server.ts'
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { loadEnv } from './env.server'
import { onShutdown } from './lifecycle.server'
import { log } from './log.server'
import { CHANGE_MESSAGE_KEY, SUPERVISED_ENV } from './clusterProtocol.mjs'

const purgerId = v.pipe(v.string(), v.maxLength(64))
const purgeMessageId = v.pipe(v.string(), v.maxLength(80))

const ChangeEventSchema = v.variant('topic', [
  v.object({ topic: v.literal('catalogue'), locale: v.optional(v.picklist(localeCodes)) }),
  // Stories and articles (WordPress) changed: read them again, only `posts` when named (src/content/changes.server.ts).
  v.object({
    topic: v.literal('content'),
    posts: v.optional(
      v.pipe(
        v.array(
          v.object({
            kind: v.picklist(changedKinds),
            id: v.pipe(v.number(), v.integer(), v.minValue(1)),
            locale: v.optional(v.picklist(localeCodes)),
          }),
        ),
        v.maxLength(100),
      ),
    ),
  }),
  // A signed webhook a process acted on: the others remember it too, so its replay reads nothing anywhere
  // (src/server/webhookReplays.server.ts).
  v.object({
    topic: v.literal('webhook-seen'),
    source: v.picklist(['wordpress', 'woocommerce']),
    key: v.pipe(v.string(), v.maxLength(200)),
  }),
  // For the process that purges the CDNs (src/cdn/purger.server.ts).
  // For the process that purges the CDNs (src/cdn/purger.server.ts): tags handed to it, kept by their sender until it
  // says they are held and then sent (decision 0065), and its word that it is there.
  v.object({
    topic: v.literal('purge'),
    id: purgeMessageId,
    tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))), v.minLength(1), v.maxLength(500)),
    cause: v.pipe(v.string(), v.maxLength(100)),
  }),
  v.object({ topic: v.literal('purge-held'), ids: v.pipe(v.array(purgeMessageId), v.maxLength(100)), owner: purgerId }),
  v.object({ topic: v.literal('purge-done'), ids: v.pipe(v.array(purgeMessageId), v.maxLength(100)) }),
  v.object({ topic: v.literal('purge-owner'), owner: purgerId }),
  // How that process's purges fare, for every process's /api/health.
  v.object({
    topic: v.literal('purge-status'),
    lanes: v.pipe(
      v.array(
        v.object({
          cdn: v.pipe(v.string(), v.maxLength(50)),
          pendingTags: v.number(),
          purges: v.number(),
          lastPurgeAt: v.nullable(v.number()),
          failingSince: v.nullable(v.number()),
          lastFailure: v.nullable(v.pipe(v.string(), v.maxLength(200))),
          droppedTags: v.number(),
        }),
      ),
      v.maxLength(20),
    ),
  }),
])
export type ChangeEvent = v.InferOutput<typeof ChangeEventSchema>

/** What travels: the event and who sent it (a process hears its own NOTIFY too). */
const EnvelopeSchema = v.object({ [CHANGE_MESSAGE_KEY]: ChangeEventSchema, origin: v.string() })

export interface ChangeBus {
  readonly carrier: 'in-process' | 'cluster' | 'postgres'
  publish(event: ChangeEvent): void
  subscribe(listener: (event: ChangeEvent) => void): () => void
  close(): Promise<void>
}

const CHANGE_CHANNEL = 'lumera_changes'

abstract class BaseBus implements ChangeBus {
  abstract readonly carrier: ChangeBus['carrier']
  protected readonly origin = `${process.pid}-${randomUUID()}`
  private readonly listeners = new Set<(event: ChangeEvent) => void>()
  abstract publish(event: ChangeEvent): void
  subscribe(listener: (event: ChangeEvent) => void) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  protected receive(message: unknown) {
    const parsed = v.safeParse(EnvelopeSchema, message)
    if (!parsed.success || parsed.output.origin === this.origin) return
    for (const listener of this.listeners) {
      try {
        listener(parsed.output[CHANGE_MESSAGE_KEY])
      } catch (error) {
        log().error({ module: 'changes', err: error }, 'a change listener failed')
      }
    }
  }
  protected envelope(event: ChangeEvent) {
    return { [CHANGE_MESSAGE_KEY]: event, origin: this.origin }
  }
  async close() {}
}

export class InProcessBus extends BaseBus {
  readonly carrier = 'in-process'
  publish(_event: ChangeEvent) {}
}

/** Processes of one machine under node:cluster: the primary passes each message to the others. */
class ClusterBus extends BaseBus {
  readonly carrier = 'cluster'
  private readonly onMessage = (message: unknown) => this.receive(message)
  constructor() {
    super()
    process.on('message', this.onMessage)
  }
  publish(event: ChangeEvent) {
    if (process.connected) process.send!(this.envelope(event))
  }
  async close() {
    process.off('message', this.onMessage)
  }
}

/** Every process of every instance LISTENs on one channel of the shared database. */
export class PostgresBus extends BaseBus {
  readonly carrier = 'postgres'
  private readonly sql: postgres.Sql
  private readonly listening: Promise<unknown>
  constructor(url: string) {
    super()
    this.sql = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'lumera-site changes' } })
    this.listening = this.sql
      .listen(CHANGE_CHANNEL, (payload) => {
        try {
          this.receive(JSON.parse(payload))
        } catch {
          // Not ours, or not JSON: ignored.
        }
      })
      .catch((error: unknown) => log().error({ module: 'changes', err: error }, 'cannot LISTEN for changes'))
  }
  publish(event: ChangeEvent) {
    this.sql
      .notify(CHANGE_CHANNEL, JSON.stringify(this.envelope(event)))
      .catch((error: unknown) => log().error({ module: 'changes', err: error }, 'cannot NOTIFY a change'))
  }
  /** Resolves once this process hears the channel (tests wait for it). */
  ready() {
    return this.listening.then(() => undefined)
  }
  async close() {
    await this.sql.end({ timeout: 2 })
  }
}

let bus: ChangeBus | undefined

export function changeBus(): ChangeBus {
  if (!bus) {
    const env = loadEnv()
    // Cluster messages only under our supervisor: another parent (a dev server) would not expect them.
    const supervised = process.env[SUPERVISED_ENV] === '1' && !!process.send
    const current: ChangeBus = env.databaseUrl ? new PostgresBus(env.databaseUrl) : supervised ? new ClusterBus() : new InProcessBus()
    bus = current
    onShutdown('change bus', () => current.close())
  }
  return bus
}
