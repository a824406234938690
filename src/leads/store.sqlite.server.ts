/**
 * The lead store in SQLite, `${DATA_DIR}/leads.sqlite`, when DATABASE_URL is unset. Processes of one machine share
 * the file: WAL, a busy timeout, and claims as one atomic `UPDATE … RETURNING`, so no two hold a delivery.
 */
import { accessSync, constants, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { ConsentRecord } from './consent'
import type { DeliveryStats } from './health'
import * as privacy from './privacy.sqlite.server'
import { inTransaction, openSqlite, pragmaValue, type SqliteDatabase } from './sqlite.server'
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

/** Ordered schema migrations; `PRAGMA user_version` records how many ran. Never edit one that shipped. */
const migrations = [
  `CREATE TABLE leads (id TEXT PRIMARY KEY, form TEXT NOT NULL, locale TEXT NOT NULL, fields TEXT NOT NULL, page TEXT NOT NULL, url TEXT NOT NULL, created_at INTEGER NOT NULL);
   CREATE TABLE deliveries (id TEXT PRIMARY KEY, lead_id TEXT NOT NULL REFERENCES leads(id), kind TEXT NOT NULL, payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
     created_at INTEGER NOT NULL, delivered_at INTEGER);
   CREATE INDEX deliveries_due ON deliveries(status, next_attempt_at);`,
  // Claims with a lease (several processes share the file) and the shared rate limit.
  `ALTER TABLE deliveries ADD COLUMN claimed_by TEXT;
   ALTER TABLE deliveries ADD COLUMN lease_until INTEGER;
   CREATE INDEX deliveries_lead ON deliveries(lead_id);
   CREATE TABLE rate_limit_hits (key TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX rate_limit_hits_key_at ON rate_limit_hits(key, at);`,
  // Consent records, anonymization and lookups by email (privacy.sqlite.server.ts).
  privacy.privacyMigration,
]

type DeliveryRecord = {
  id: string
  lead_id: string
  kind: Delivery['kind']
  payload: string
  status: Delivery['status']
  attempts: number
  next_attempt_at: number
  last_error: string | null
  created_at: number
  delivered_at: number | null
  claimed_by: string | null
  lease_until: number | null
}

type LeadRecord = {
  id: string
  form: string
  locale: string
  fields: string
  page: string
  url: string
  created_at: number
  consent: string | null
  anonymized_at: number | null
}

const toDelivery = (r: DeliveryRecord): Delivery => ({
  id: r.id,
  leadId: r.lead_id,
  kind: r.kind,
  payload: r.payload,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
  claimedBy: r.claimed_by,
  leaseUntil: r.lease_until,
})

const toLead = (r: LeadRecord): StoredLead => ({
  id: r.id,
  form: r.form as StoredLead['form'],
  locale: r.locale as StoredLead['locale'],
  fields: JSON.parse(r.fields) as Record<string, string>,
  page: r.page,
  url: r.url,
  createdAt: r.created_at,
  consent: r.consent === null ? null : (JSON.parse(r.consent) as ConsentRecord),
  anonymizedAt: r.anonymized_at,
})

/**
 * SQLite opens a database on a read-only mount and fails only at the first write, so the file system is asked at
 * once (EROFS, even for root). The message names no path: health shows it to anyone.
 */
function assertWritable(dataDir: string) {
  try {
    accessSync(dataDir, constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(code === 'EROFS' ? 'DATA_DIR is on a read-only file system' : `DATA_DIR cannot be written (${code})`, {
      cause: error,
    })
  }
}

/** Opens and migrates; processes that start together queue on the write lock, so each migration runs once. */
function openDatabase(dataDir: string): SqliteDatabase {
  mkdirSync(dataDir, { recursive: true })
  assertWritable(dataDir)
  const db = openSqlite(join(dataDir, 'leads.sqlite'), { busyTimeoutMs: 5000 })
  try {
    db.exec('PRAGMA journal_mode = WAL')
    db.exec('PRAGMA foreign_keys = ON')
    // Deleted content is overwritten with zeros, not left in free pages (erasure, retention).
    db.exec('PRAGMA secure_delete = ON')
    inTransaction(db, 'immediate', () => {
      const version = Number(pragmaValue(db, 'user_version'))
      for (let i = version; i < migrations.length; i++) db.exec(migrations[i]!)
      if (version < migrations.length) db.exec(`PRAGMA user_version = ${migrations.length}`)
    })
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite'
  private opened: SqliteDatabase | undefined

  /**
   * An unwritable DATA_DIR must not stop the site serving pages: the database opens on the first use that can, and
   * each use fails meanwhile (the form's error, health; decision 0028).
   */
  constructor(private readonly dataDir: string) {
    try {
      this.opened = openDatabase(dataDir)
    } catch {
      // The first use tries again and reports why it cannot.
    }
  }

  /** The database, opened now if it could not be before; throws while it cannot be. */
  get db(): SqliteDatabase {
    return (this.opened ??= openDatabase(this.dataDir))
  }

  async record(lead: Omit<Lead, 'clientKey'>, deliveries: NewDelivery[], now: number): Promise<RecordedLead> {
    const leadId = randomUUID()
    const deliveryIds: RecordedLead['deliveryIds'] = {}
    const insertLead = this.db.prepare(
      'INSERT INTO leads (id, form, locale, fields, page, url, created_at, consent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    const insertDelivery = this.db.prepare(
      'INSERT INTO deliveries (id, lead_id, kind, payload, next_attempt_at, created_at, claimed_by, lease_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    inTransaction(this.db, 'deferred', () => {
      insertLead.run(leadId, lead.form, lead.locale, JSON.stringify(lead.fields), lead.page, lead.url, now, JSON.stringify(lead.consent))
      for (const d of deliveries) {
        const id = randomUUID()
        deliveryIds[d.kind] = id
        insertDelivery.run(id, leadId, d.kind, d.payload, now, now, d.heldBy?.owner ?? null, d.heldBy ? now + d.heldBy.leaseMs : null)
      }
    })
    return { leadId, deliveryIds }
  }

  async claimDue({ owner, now, leaseMs, limit }: ClaimRequest): Promise<Delivery[]> {
    const rows = this.db
      .prepare(
        `UPDATE deliveries SET claimed_by = ?, lease_until = ?
         WHERE id IN (SELECT id FROM deliveries
           WHERE status = 'pending' AND kind != 'user_email' AND next_attempt_at <= ? AND (claimed_by IS NULL OR lease_until <= ?)
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(owner, now + leaseMs, now, now, limit) as DeliveryRecord[]
    return rows.map(toDelivery).sort((a, b) => a.nextAttemptAt - b.nextAttemptAt)
  }

  async markSent(id: string, owner: string, now: number): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        `UPDATE deliveries SET status = 'sent', attempts = attempts + 1, delivered_at = ?, last_error = NULL, claimed_by = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      )
      .run(now, id, owner)
    return changes > 0
  }

  async markAttemptFailed(id: string, owner: string, error: string, retryAt: number | null): Promise<boolean> {
    const { changes } = this.db
      .prepare(
        `UPDATE deliveries SET attempts = attempts + 1, last_error = ?, status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
           claimed_by = NULL, lease_until = NULL
         WHERE id = ? AND status = 'pending' AND claimed_by = ?`,
      )
      .run(error.slice(0, MAX_ERROR_LENGTH), retryAt === null ? 'failed' : 'pending', retryAt, id, owner)
    return changes > 0
  }

  async releaseClaims(owner: string): Promise<number> {
    return Number(this.db.prepare('UPDATE deliveries SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?').run(owner).changes)
  }

  async delivery(id: string): Promise<Delivery | undefined> {
    const row = this.db.prepare('SELECT * FROM deliveries WHERE id = ?').get(id) as DeliveryRecord | undefined
    return row && toDelivery(row)
  }

  async leads(): Promise<StoredLead[]> {
    return (this.db.prepare('SELECT * FROM leads ORDER BY created_at DESC, rowid DESC').all() as LeadRecord[]).map(toLead)
  }

  async deliveries(leadIds?: string[]): Promise<Delivery[]> {
    if (leadIds && leadIds.length === 0) return []
    const rows = leadIds
      ? (this.db
          .prepare(`SELECT * FROM deliveries WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid`)
          .all(JSON.stringify(leadIds)) as DeliveryRecord[])
      : (this.db.prepare('SELECT * FROM deliveries ORDER BY created_at, rowid').all() as DeliveryRecord[])
    return rows.map(toDelivery)
  }

  async takeRateLimitSlot(clientKey: string, now: number, { max, windowMs }: RateLimit): Promise<boolean> {
    const key = rateLimitKey(clientKey)
    const count = this.db.prepare('SELECT count(*) AS n FROM rate_limit_hits WHERE key = ? AND at > ?')
    const insert = this.db.prepare('INSERT INTO rate_limit_hits (key, at) VALUES (?, ?)')
    // IMMEDIATE: the count and the insert hold the write lock together, across processes.
    return inTransaction(this.db, 'immediate', () => {
      if ((count.get(key, now - windowMs) as { n: number }).n >= max) return false
      insert.run(key, now)
      return true
    })
  }

  async pruneRateLimits(now: number, windowMs: number): Promise<void> {
    this.db.prepare('DELETE FROM rate_limit_hits WHERE at <= ?').run(now - windowMs)
  }

  async leadsByEmail(email: string): Promise<StoredLead[]> {
    return privacy.leadRowsByEmail<LeadRecord>(this.db, email).map(toLead)
  }

  async eraseByEmail(email: string): Promise<ErasedData> {
    return privacy.eraseByEmail(this.db, email)
  }

  async anonymizeBefore(cutoff: number, now: number): Promise<ErasedData> {
    return privacy.anonymizeBefore(this.db, cutoff, now)
  }

  async deliveryStats(): Promise<DeliveryStats> {
    return privacy.deliveryStats(this.db)
  }

  async ping(): Promise<void> {
    const db = this.db
    // A disk remounted read-only under a running server: the open database still answers reads.
    assertWritable(this.dataDir)
    db.prepare('SELECT 1').get()
  }

  async close(): Promise<void> {
    if (this.opened?.isOpen) this.opened.close()
  }
}
