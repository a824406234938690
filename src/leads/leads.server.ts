/**
 * A lead's way out (decision 0009): checked, stored with its deliveries before any call, the visitor's email sent at
 * once (its answer is what the visitor is told), the internal email and webhook delivered by a worker that claims due
 * deliveries with a lease and retries with backoff, across restarts, processes and machines.
 */
import { randomUUID } from 'node:crypto'
import type { Sites } from '#src/i18n/sites.ts'
import { forms } from '#app-config'
import { loadEnv } from '#src/platform/env.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log, type Logger } from '#src/platform/log.server.ts'
import { buildInternalEmail, buildUserEmail, buildWebhookBody } from './payloads'
import { quotedProductsOf } from './quotedProducts'
import { createOutbound, type Outbound } from './outbound.server'
import { openLeadStore } from './openStore.server'
import { scheduleRetentionSweeps } from './privacy.server'
import type { Delivery, LeadStore, NewDelivery, RateLimit } from './store.server'
import type { Lead, LeadOutcome } from './types'

/** Doubling retry delays, capped, with a little jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000)
  return Math.round(base * (0.9 + random() * 0.2))
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export type PipelineOptions = {
  /** Where each language is served: the emails' and webhooks' links. */
  sites: Sites
  internalTo: string[]
  webhook: boolean
  rateLimit?: RateLimit
  /** How long a claim holds: longer than an attempt can take (every attempt of a pass runs at once). */
  leaseMs?: number
  batch?: number
  /** JSON lines with ids and kinds only (src/platform/log.server.ts); the process's log by default. */
  logger?: Logger
}

/** A sent delivery's note is retried until this long before its claim runs out. */
const MARK_SENT_MARGIN_MS = 5000

const PRUNE_EVERY_MS = 5 * 60_000

export class LeadPipeline {
  /** This worker's name in the store's claims: a fresh one per process start. */
  readonly owner = `${process.pid}-${randomUUID()}`
  private pass: Promise<number> | undefined
  private timer: NodeJS.Timeout | undefined
  private stopping = false
  private prunedAt = 0
  private readonly rateLimit: RateLimit
  private readonly leaseMs: number
  private readonly batch: number
  private readonly log: Logger
  private writeFailure: { reason: string; at: number } | undefined

  constructor(
    readonly store: LeadStore,
    private readonly outbound: Outbound,
    private readonly options: PipelineOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.rateLimit = options.rateLimit ?? forms.rateLimit
    this.leaseMs = options.leaseMs ?? forms.deliveryLeaseMs
    this.batch = options.batch ?? forms.deliveryBatch
    this.log = options.logger ?? log().child({ module: 'leads' })
  }

  async submit(lead: Lead, honeypot = ''): Promise<LeadOutcome> {
    if (honeypot.trim() !== '') return { status: 'discarded' }
    // The rate limit writes too: a store that cannot write fails here first.
    const allowed = await this.store.takeRateLimitSlot(lead.clientKey, this.now(), this.rateLimit).catch((error: unknown) => {
      this.writeFailure = { reason: errorText(error), at: this.now() }
      throw error
    })
    if (!allowed) return { status: 'rate_limited' }
    const at = new Date(this.now())
    const quoted = quotedProductsOf(lead.fields)
    const internalEmail = JSON.stringify(buildInternalEmail(lead, this.options.internalTo, at))
    const webhook = this.options.webhook ? buildWebhookBody(lead, this.options.sites, at, quoted) : undefined
    const userEmail = JSON.stringify(buildUserEmail(lead, this.options.sites, quoted))
    const deliveries: NewDelivery[] = [
      // Held by this process from the start: it is sent now, never by a worker.
      { kind: 'user_email', payload: userEmail, heldBy: { owner: this.owner, leaseMs: this.leaseMs } },
      { kind: 'internal_email', payload: internalEmail },
      ...(webhook === undefined ? [] : [{ kind: 'webhook' as const, payload: webhook }]),
    ]
    const { clientKey: _, ...stored } = lead
    let recorded: Awaited<ReturnType<LeadStore['record']>>
    try {
      recorded = await this.store.record(stored, deliveries, at.getTime())
      this.writeFailure = undefined
    } catch (error) {
      // Not stored, so not acknowledged: the caller tells the visitor to try again; health says why.
      this.writeFailure = { reason: errorText(error), at: this.now() }
      throw error
    }
    const { leadId, deliveryIds } = recorded
    this.wake()
    const userId = deliveryIds.user_email!
    try {
      await this.outbound('user_email', userEmail, userId)
    } catch (error) {
      // Recorded, not retried: the visitor is told it failed and may send again.
      // Stryker disable next-line ArrowFunction: the value is dropped; the catch only keeps a store error from hiding the outcome
      await this.store.markAttemptFailed(userId, this.owner, errorText(error), null).catch(() => false)
      this.log.warn({ leadId, deliveryId: userId, kind: 'user_email', err: error }, 'confirmation email failed')
      return { status: 'user_email_failed', leadId }
    }
    // Sent: the visitor hears so even if the store cannot note it just now (it is noted when it can, and logged).
    await this.store.markSent(userId, this.owner, this.now()).catch(() => void this.markSentSurely(userId, leadId, 'user_email'))
    return { status: 'sent', leadId }
  }

  /** Claims what is due and delivers it; one pass at a time per process (0 when one is running). */
  async deliverDue(): Promise<number> {
    if (this.pass || this.stopping) return 0
    this.pass = this.runPass().finally(() => (this.pass = undefined))
    return this.pass
  }

  private async runPass(): Promise<number> {
    const claimed = await this.store.claimDue({ owner: this.owner, now: this.now(), leaseMs: this.leaseMs, limit: this.batch })
    const results = await Promise.all(claimed.map((delivery) => this.attempt(delivery)))
    if (this.now() - this.prunedAt > PRUNE_EVERY_MS) {
      this.prunedAt = this.now()
      await this.store.pruneRateLimits(this.now(), this.rateLimit.windowMs)
    }
    return results.filter(Boolean).length
  }

  private async attempt(delivery: Delivery): Promise<boolean> {
    try {
      await this.outbound(delivery.kind, delivery.payload, delivery.id)
    } catch (error) {
      const retryAt = this.now() + backoffMs(delivery.attempts + 1)
      await this.store.markAttemptFailed(delivery.id, this.owner, errorText(error), retryAt)
      this.log.warn(
        {
          leadId: delivery.leadId,
          deliveryId: delivery.id,
          kind: delivery.kind,
          attempt: delivery.attempts + 1,
          retryAt: new Date(retryAt).toISOString(),
          err: error,
        },
        'delivery failed, will retry',
      )
      return false
    }
    await this.markSentSurely(delivery.id, delivery.leadId, delivery.kind)
    return true
  }

  /**
   * The call went out, so the note must survive a restarting database: retried while the claim holds. Given up, another
   * worker sends it again, which the Idempotency-Key lets the receiver drop.
   */
  private async markSentSurely(id: string, leadId: string, kind: Delivery['kind']): Promise<void> {
    const giveUpAt = this.now() + this.leaseMs - MARK_SENT_MARGIN_MS
    for (let attempt = 0; ; attempt++) {
      try {
        if (!(await this.store.markSent(id, this.owner, this.now()))) {
          // Only when an attempt outlived its lease; the receiver can drop the repeat by its Idempotency-Key.
          this.log.warn({ leadId, deliveryId: id, kind }, 'delivered after its claim ran out')
        }
        return
      } catch (error) {
        const wait = 1000 * 2 ** attempt
        if (this.now() + wait > giveUpAt) {
          this.log.error({ leadId, deliveryId: id, kind, err: error }, 'delivered, but the store could not note it')
          return
        }
        this.log.warn({ leadId, deliveryId: id, kind, err: error }, 'delivered; noting it failed, trying again')
        await new Promise((resolve) => setTimeout(resolve, wait).unref())
      }
    }
  }

  /** The last failure to store a lead, until a lead is stored again (health reports it). */
  storeWriteFailure(): { reason: string; at: number } | undefined {
    return this.writeFailure
  }

  /** Polls the store (pending rows from before a restart included) until stopped. */
  start(intervalMs: number = forms.deliveryPollMs) {
    if (this.timer || this.stopping) return
    this.timer = setInterval(() => void this.deliverDue().catch(this.logPassError), intervalMs)
    this.timer.unref()
    this.wake()
  }

  wake() {
    setTimeout(() => void this.deliverDue().catch(this.logPassError), 0).unref()
  }

  /** Stops polling, lets the attempts in flight finish (each is bounded by the outgoing timeout), gives back any claim. */
  async stop(): Promise<void> {
    this.stopping = true
    clearInterval(this.timer)
    this.timer = undefined
    // Stryker disable next-line ArrowFunction: the value is dropped; the catch only waits for the pass however it ends
    await this.pass?.catch(() => 0)
    await this.store.releaseClaims(this.owner).catch(this.logPassError)
  }

  private readonly logPassError = (error: unknown) => this.log.warn({ err: error }, 'delivery pass failed')
}

let pipeline: LeadPipeline | undefined

export function leadPipeline(): LeadPipeline {
  if (!pipeline) {
    const env = loadEnv()
    const store = openLeadStore(env)
    const current = new LeadPipeline(
      store,
      createOutbound({ mailApiUrl: env.mailApiUrl, webhookUrl: env.automationWebhookUrl, dataDir: env.dataDir }),
      {
        sites: env.sites,
        internalTo: env.mailInternalTo,
        webhook: !!env.automationWebhookUrl,
        rateLimit: { max: env.leadRateLimit, windowMs: forms.rateLimit.windowMs },
        leaseMs: env.deliveryLeaseMs,
      },
    )
    pipeline = current
    current.start()
    // Personal data past LEAD_RETENTION_DAYS is erased now and every day (privacy.server.ts).
    const sweeps = scheduleRetentionSweeps(store, env.dataDir, env.leadRetentionDays, log().child({ module: 'retention' }))
    // Attempts finish (or claims are given back) before the database closes.
    onShutdown('lead store', async () => {
      await current.stop()
      await sweeps.stop()
      await store.close()
    })
  }
  return pipeline
}

export function submitLead(lead: Lead, opts: { honeypot?: string } = {}): Promise<LeadOutcome> {
  return leadPipeline().submit(lead, opts.honeypot)
}
