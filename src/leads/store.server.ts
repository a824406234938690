/**
 * The durable lead store: SQLite (better-sqlite3) in DATA_DIR. A lead and the deliveries it owes
 * are written in one transaction before any outgoing call, so nothing a visitor sent is lost.
 */
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Lead } from './types'

export type DeliveryKind = 'user_email' | 'internal_email' | 'webhook'
export type DeliveryRow = {
  id: string
  lead_id: string
  kind: DeliveryKind
  payload: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  next_attempt_at: number
}

/** Ordered schema migrations; `PRAGMA user_version` records how many ran. */
const migrations = [
  `CREATE TABLE leads (id TEXT PRIMARY KEY, form TEXT NOT NULL, locale TEXT NOT NULL, fields TEXT NOT NULL, page TEXT NOT NULL, url TEXT NOT NULL, created_at INTEGER NOT NULL);
   CREATE TABLE deliveries (id TEXT PRIMARY KEY, lead_id TEXT NOT NULL REFERENCES leads(id), kind TEXT NOT NULL, payload TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT,
     created_at INTEGER NOT NULL, delivered_at INTEGER);
   CREATE INDEX deliveries_due ON deliveries(status, next_attempt_at);`,
]

export class LeadStore {
  readonly db: Database.Database
  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true })
    this.db = new Database(join(dataDir, 'leads.sqlite'))
    this.db.pragma('journal_mode = WAL')
    this.db.pragma('foreign_keys = ON')
    const version = this.db.pragma('user_version', { simple: true }) as number
    for (let i = version; i < migrations.length; i++) {
      this.db.transaction(() => {
        this.db.exec(migrations[i]!)
        this.db.pragma(`user_version = ${i + 1}`)
      })()
    }
  }

  /** Records a lead and its deliveries atomically; returns their ids. */
  record(
    lead: Lead,
    deliveries: Array<{ kind: DeliveryKind; payload: string }>,
    now: number,
  ): { leadId: string; deliveryIds: Record<DeliveryKind, string | undefined> } {
    const leadId = randomUUID()
    const ids: Record<DeliveryKind, string | undefined> = { user_email: undefined, internal_email: undefined, webhook: undefined }
    this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO leads (id, form, locale, fields, page, url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(leadId, lead.form, lead.locale, JSON.stringify(lead.fields), lead.page, lead.url, now)
      for (const d of deliveries) {
        const id = randomUUID()
        ids[d.kind] = id
        this.db
          .prepare('INSERT INTO deliveries (id, lead_id, kind, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(id, leadId, d.kind, d.payload, now, now)
      }
    })()
    return { leadId, deliveryIds: ids }
  }

  due(now: number, limit = 20): DeliveryRow[] {
    return this.db
      .prepare(
        "SELECT * FROM deliveries WHERE status = 'pending' AND kind != 'user_email' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?",
      )
      .all(now, limit) as DeliveryRow[]
  }

  markSent(id: string, now: number) {
    this.db
      .prepare(
        "UPDATE deliveries SET status = 'sent', attempts = attempts + 1, delivered_at = ?, last_error = NULL WHERE id = ? AND status = 'pending'",
      )
      .run(now, id)
  }

  /** A failed attempt: retried later (`retryAt`), or failed for good (`retryAt` null). */
  markAttemptFailed(id: string, error: string, retryAt: number | null) {
    this.db
      .prepare(
        `UPDATE deliveries SET attempts = attempts + 1, last_error = ?, status = ${retryAt === null ? "'failed'" : "'pending'"}, next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?`,
      )
      .run(error.slice(0, 500), retryAt, id)
  }

  /** Whether the store still answers a read (for /api/health): false once the file is gone, closed or corrupt. */
  readable(): boolean {
    try {
      this.db.prepare('SELECT count(*) FROM deliveries').get()
      return true
    } catch {
      return false
    }
  }

  close() {
    this.db.close()
  }
}
