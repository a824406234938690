/**
 * The lead store in PostgreSQL, when DATABASE_URL is set, shared by every instance. Migrations run in one transaction
 * under an advisory lock, so each applies once; claims use `FOR UPDATE SKIP LOCKED`, so they never wait on each other.
 */
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { log } from '#src/platform/log.server.ts'
import type { ConsentRecord } from './consent'
import type { DeliveryStats } from './health'
import * as privacy from './privacy.postgres.server'
import {
  MAX_ERROR_LENGTH,
  rateLimitKey,
  type ClaimRequest,
  type Delivery,
  type ErasedData,
  type LeadStore,
  type NewDelivery,
  type RateLimit,
  type RecordedLead,
  type StoredLead,
} from './store.server'
import type { Lead } from './types'

/** Ordered schema migrations, recorded in `lumera_migrations`. Never edit one that shipped. */
const migrations = [
  `CREATE TABLE leads (id text PRIMARY KEY, form text NOT NULL, locale text NOT NULL, fields jsonb NOT NULL, page text NOT NULL,
     url text NOT NULL, created_at bigint NOT NULL);
   CREATE INDEX leads_created ON leads (created_at DESC);
   CREATE TABLE deliveries (id text PRIMARY KEY, lead_id text NOT NULL REFERENCES leads(id), kind text NOT NULL, payload text NOT NULL,
     status text NOT NULL DEFAULT 'pending', attempts integer NOT NULL DEFAULT 0, next_attempt_at bigint NOT NULL, last_error text,
     created_at bigint NOT NULL, delivered_at bigint, claimed_by text, lease_until bigint);
   CREATE INDEX deliveries_due ON deliveries (next_attempt_at) WHERE status = 'pending';
   CREATE INDEX deliveries_lead ON deliveries (lead_id);
   CREATE TABLE rate_limit_hits (key text NOT NULL, at bigint NOT NULL);
   CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits (key, at);`,
  // Consent records, anonymization and lookups by email (privacy.postgres.server.ts).
  privacy.privacyMigration,
]

/** Advisory lock namespaces (first key of the two-key form), so our locks never meet another app's. */
const MIGRATION_LOCK = 0x4c554d31
const RATE_LIMIT_LOCK = 0x4c554d32

/** Readiness must answer quickly even when the database does not. */
const PING_TIMEOUT_MS = 3000

type Row = Record<string, unknown>
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

const toDelivery = (r: Row): Delivery => ({
  id: r.id as string,
  leadId: r.lead_id as string,
  kind: r.kind as Delivery['kind'],
  payload: r.payload as string,
  status: r.status as Delivery['status'],
  attempts: Number(r.attempts),
  nextAttemptAt: Number(r.next_attempt_at),
  lastError: (r.last_error as string | null) ?? null,
  createdAt: Number(r.created_at),
  deliveredAt: num(r.delivered_at),
  claimedBy: (r.claimed_by as string | null) ?? null,
  leaseUntil: num(r.lease_until),
})

const toLead = (r: Row): StoredLead => ({
  id: r.id as string,
  form: r.form as StoredLead['form'],
  locale: r.locale as StoredLead['locale'],
  fields: r.fields as Record<string, string>,
  page: r.page as string,
  url: r.url as string,
  createdAt: Number(r.created_at),
  consent: (r.consent as ConsentRecord | null) ?? null,
  anonymizedAt: num(r.anonymized_at),
})

const reconnectDelaySeconds = (retries: number) => Math.min(0.05 * 2 ** retries, 1)

export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres'
  readonly sql: postgres.Sql
  /** The migrations, once they succeeded; every call waits for them. */
  private migrated: Promise<void> | undefined

  constructor(url: string, options: { maxConnections?: number } = {}) {
    this.sql = postgres(url, {
      max: options.maxConnections ?? 5,
      connect_timeout: 10,
      // At most a second apart: with the library's long default backoff a query waits for the next attempt, and a visitor
      // would wait too instead of getting the form's error at once (decision 0028).
      backoff: reconnectDelaySeconds,
      idle_timeout: 60,
      onnotice: () => {},
      connection: { application_name: 'lumera-site' },
    })
    this.ready().catch((error: unknown) => log().error({ module: 'leads', err: error }, 'PostgreSQL not ready'))
  }

  /** Migrates on first use; a start while the database is away is tried again by the next call. */
  private ready(): Promise<void> {
    this.migrated ??= this.migrate().catch((error) => {
      this.migrated = undefined
      throw error
    })
    return this.migrated
  }

  private async migrate() {
    await this.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK}, 0)`
      await tx`CREATE TABLE IF NOT EXISTS lumera_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`
      const [{ version }] = (await tx`SELECT coalesce(max(version), 0)::int AS version FROM lumera_migrations`) as unknown as [
        { version: number },
      ]
      for (let i = version; i < migrations.length; i++) {
        await tx.unsafe(migrations[i]!)
        await tx`INSERT INTO lumera_migrations (version) VALUES (${i + 1})`
      }
    })
  }

  async record(lead: Omit<Lead, 'clientKey'>, deliveries: NewDelivery[], now: number): Promise<RecordedLead> {
    await this.ready()
    const leadId = randomUUID()
    const deliveryIds: RecordedLead['deliveryIds'] = {}
    const rows = deliveries.map((d) => {
      const id = randomUUID()
      deliveryIds[d.kind] = id
      return {
        id,
        lead_id: leadId,
        kind: d.kind,
        payload: d.payload,
        next_attempt_at: now,
        created_at: now,
        claimed_by: d.heldBy?.owner ?? null,
        lease_until: d.heldBy ? now + d.heldBy.leaseMs : null,
      }
    })
    await this.sql.begin(async (tx) => {
      await tx`INSERT INTO leads (id, form, locale, fields, page, url, created_at, consent)
        VALUES (${leadId}, ${lead.form}, ${lead.locale}, ${tx.json(lead.fields)}, ${lead.page}, ${lead.url}, ${now},
          ${tx.json(lead.consent as unknown as postgres.JSONValue)})`
      if (rows.length) await tx`INSERT INTO deliveries ${tx(rows)}`
    })
    return { leadId, deliveryIds }
  }

  async claimDue({ owner, now, leaseMs, limit }: ClaimRequest): Promise<Delivery[]> {
    await this.ready()
    const rows = await this.sql`
      UPDATE deliveries d SET claimed_by = ${owner}, lease_until = ${now + leaseMs}
      FROM (SELECT id FROM deliveries
            WHERE status = 'pending' AND kind <> 'user_email' AND next_attempt_at <= ${now}
              AND (claimed_by IS NULL OR lease_until <= ${now})
            ORDER BY next_attempt_at LIMIT ${limit}
            FOR UPDATE SKIP LOCKED) due
      WHERE d.id = due.id
      RETURNING d.*`
    return rows.map(toDelivery).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
  }

  async markSent(id: string, owner: string, now: number): Promise<boolean> {
    await this.ready()
    const result = await this.sql`
      UPDATE deliveries SET status = 'sent', attempts = attempts + 1, delivered_at = ${now}, last_error = NULL, claimed_by = NULL, lease_until = NULL
      WHERE id = ${id} AND status = 'pending' AND claimed_by = ${owner}`
    return result.count > 0
  }

  async markAttemptFailed(id: string, owner: string, error: string, retryAt: number | null): Promise<boolean> {
    await this.ready()
    const result = await this.sql`
      UPDATE deliveries SET attempts = attempts + 1, last_error = ${error.slice(0, MAX_ERROR_LENGTH)},
        status = ${retryAt === null ? 'failed' : 'pending'}, next_attempt_at = coalesce(${retryAt}::bigint, next_attempt_at),
        claimed_by = NULL, lease_until = NULL
      WHERE id = ${id} AND status = 'pending' AND claimed_by = ${owner}`
    return result.count > 0
  }

  async releaseClaims(owner: string): Promise<number> {
    await this.ready()
    return (await this.sql`UPDATE deliveries SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ${owner}`).count
  }

  async delivery(id: string): Promise<Delivery | undefined> {
    await this.ready()
    const [row] = await this.sql`SELECT * FROM deliveries WHERE id = ${id}`
    return row && toDelivery(row)
  }

  async leads(): Promise<StoredLead[]> {
    await this.ready()
    return (await this.sql`SELECT * FROM leads ORDER BY created_at DESC, id DESC`).map(toLead)
  }

  async deliveries(leadIds?: string[]): Promise<Delivery[]> {
    await this.ready()
    if (leadIds && leadIds.length === 0) return []
    const rows = leadIds
      ? await this.sql`SELECT * FROM deliveries WHERE lead_id = ANY(${leadIds}::text[]) ORDER BY created_at, kind`
      : await this.sql`SELECT * FROM deliveries ORDER BY created_at, kind`
    return rows.map(toDelivery).sort(byCreationThenKindOrder)
  }

  async takeRateLimitSlot(clientKey: string, now: number, { max, windowMs }: RateLimit): Promise<boolean> {
    await this.ready()
    const key = rateLimitKey(clientKey)
    return this.sql.begin(async (tx) => {
      // One client's submissions queue on a lock of their own: the count and the insert are one step.
      await tx`SELECT pg_advisory_xact_lock(${RATE_LIMIT_LOCK}, hashtext(${key}))`
      const [{ n }] =
        (await tx`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = ${key} AND at > ${now - windowMs}`) as unknown as [
          { n: number },
        ]
      if (n >= max) return false
      await tx`INSERT INTO rate_limit_hits (key, at) VALUES (${key}, ${now})`
      return true
    })
  }

  async pruneRateLimits(now: number, windowMs: number): Promise<void> {
    await this.ready()
    await this.sql`DELETE FROM rate_limit_hits WHERE at <= ${now - windowMs}`
  }

  async leadsByEmail(email: string): Promise<StoredLead[]> {
    await this.ready()
    return (await privacy.leadRowsByEmail(this.sql, email)).map(toLead)
  }

  async eraseByEmail(email: string): Promise<ErasedData> {
    await this.ready()
    return privacy.eraseByEmail(this.sql, email)
  }

  async anonymizeBefore(cutoff: number, now: number): Promise<ErasedData> {
    await this.ready()
    return privacy.anonymizeBefore(this.sql, cutoff, now)
  }

  async deliveryStats(): Promise<DeliveryStats> {
    await this.ready()
    return privacy.deliveryStats(this.sql)
  }

  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), PING_TIMEOUT_MS)
    })
    try {
      await Promise.race([this.ready().then(() => this.sql`SELECT 1`), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 })
  }
}

/** The order deliveries are made in (the SQLite store lists them by insertion, which is this order). */
const KIND_ORDER = { user_email: 0, internal_email: 1, webhook: 2 }
function byCreationThenKindOrder(a: Delivery, b: Delivery) {
  return a.createdAt - b.createdAt || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
}
