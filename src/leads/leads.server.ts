/**
 * A lead's way out: checked (honeypot, rate limit), stored with its deliveries before any call,
 * then the visitor's confirmation email is sent at once (its answer is what the visitor is told)
 * and the internal email and the webhook are delivered from the store by a worker that retries
 * with backoff until they succeed, across restarts.
 */
import { forms } from '#app-config'
import { loadEnv } from '~/server/env.server'
import { buildInternalEmail, buildUserEmail, buildWebhookBody } from './payloads'
import { createOutbound, type Outbound } from './outbound.server'
import { LeadStore, type DeliveryKind } from './store.server'
import type { Lead, LeadOutcome } from './types'

/** Retry delays: 2 s, 4 s, 8 s … capped at 10 minutes, with a little jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(2000 * 2 ** Math.max(0, attempt - 1), 10 * 60_000)
  return Math.round(base * (0.9 + random() * 0.2))
}

/** A sliding-window limit on submissions per client (in memory, bounded). */
export class RateLimiter {
  private hits = new Map<string, number[]>()
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}
  allow(key: string, now: number): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs)
    if (recent.length >= this.max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.delete(key)
    this.hits.set(key, recent)
    if (this.hits.size > this.maxClients) this.hits.delete(this.hits.keys().next().value!)
    return true
  }
}

export class LeadPipeline {
  private running = false
  private timer: NodeJS.Timeout | undefined
  constructor(
    readonly store: LeadStore,
    private readonly outbound: Outbound,
    private readonly options: { publicUrl: string; internalTo: string[]; webhook: boolean },
    private readonly limiter = new RateLimiter(forms.rateLimit.max, forms.rateLimit.windowMs),
    private readonly now: () => number = Date.now,
  ) {}

  async submit(lead: Lead, honeypot = ''): Promise<LeadOutcome> {
    if (honeypot.trim() !== '') return { status: 'discarded' }
    if (!this.limiter.allow(lead.clientKey, this.now())) return { status: 'rate_limited' }
    const at = new Date(this.now())
    const deliveries: Array<{ kind: DeliveryKind; payload: string }> = [
      { kind: 'user_email', payload: JSON.stringify(buildUserEmail(lead, this.options.publicUrl)) },
      { kind: 'internal_email', payload: JSON.stringify(buildInternalEmail(lead, this.options.internalTo, at)) },
    ]
    if (this.options.webhook) deliveries.push({ kind: 'webhook', payload: buildWebhookBody(lead, this.options.publicUrl, at) })
    const { leadId, deliveryIds } = this.store.record(lead, deliveries, at.getTime())
    this.wake()
    const userId = deliveryIds.user_email!
    try {
      await this.outbound('user_email', deliveries[0]!.payload, userId)
      this.store.markSent(userId, this.now())
      return { status: 'sent', leadId }
    } catch (error) {
      // Recorded, not retried: the visitor is told it failed and may send again.
      this.store.markAttemptFailed(userId, String(error instanceof Error ? error.message : error), null)
      console.warn(`[leads] confirmation email of lead ${leadId} failed: ${error instanceof Error ? error.message : error}`)
      return { status: 'user_email_failed', leadId }
    }
  }

  /** Delivers whatever is due; one pass at a time. */
  async deliverDue(): Promise<number> {
    if (this.running || !this.store.db.open) return 0
    this.running = true
    let delivered = 0
    try {
      for (const row of this.store.due(this.now())) {
        try {
          await this.outbound(row.kind, row.payload, row.id)
          this.store.markSent(row.id, this.now())
          delivered++
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          this.store.markAttemptFailed(row.id, message, this.now() + backoffMs(row.attempts + 1))
          console.warn(`[leads] ${row.kind} ${row.id} failed (attempt ${row.attempts + 1}): ${message}`)
        }
      }
    } finally {
      this.running = false
    }
    return delivered
  }

  /** Polls the store (pending rows from before a restart included) until the process ends. */
  start(intervalMs = forms.deliveryPollMs) {
    if (this.timer) return
    this.timer = setInterval(() => void this.deliverDue(), intervalMs)
    this.timer.unref()
    this.wake()
  }

  wake() {
    setTimeout(() => void this.deliverDue(), 0).unref()
  }

  stop() {
    clearInterval(this.timer)
    this.timer = undefined
  }
}

let pipeline: LeadPipeline | undefined

/** The process-wide pipeline, built from the environment on first use. */
export function leadPipeline(): LeadPipeline {
  if (!pipeline) {
    const env = loadEnv()
    pipeline = new LeadPipeline(
      new LeadStore(env.dataDir),
      createOutbound({ mailApiUrl: env.mailApiUrl, webhookUrl: env.automationWebhookUrl, dataDir: env.dataDir }),
      { publicUrl: env.publicUrl, internalTo: env.mailInternalTo, webhook: !!env.automationWebhookUrl },
      new RateLimiter(env.leadRateLimit, forms.rateLimit.windowMs),
    )
    pipeline.start()
  }
  return pipeline
}

/** Whether the lead store opens and answers a read (for /api/health); false when DATA_DIR or the file is unusable. */
export function leadStoreReadable(): boolean {
  try {
    return leadPipeline().store.readable()
  } catch {
    return false
  }
}

export function submitLead(lead: Lead, opts: { honeypot?: string } = {}): Promise<LeadOutcome> {
  return leadPipeline().submit(lead, opts.honeypot)
}
