/**
 * The SQLite store's privacy operations. Nothing erased may stay readable in the files: the connection runs with
 * `secure_delete`, and after each erasure the write-ahead log (earlier copies of the pages) is checkpointed and truncated.
 */
import type { DeliveryStats } from './health'
import { anonymizedFields } from './retention'
import { inTransaction, type SqliteDatabase } from './sqlite.server'
import type { ErasedData } from './store.server'

/** The same expression as the `leads_email` index, so lookups use it. */
const EMAIL = `lower(json_extract(fields, '$.email'))`

/** Schema the privacy operations need (migration 3 of store.sqlite.server.ts). */
export const privacyMigration = `ALTER TABLE leads ADD COLUMN consent TEXT;
   ALTER TABLE leads ADD COLUMN anonymized_at INTEGER;
   CREATE INDEX leads_email ON leads(${EMAIL});
   CREATE INDEX leads_created ON leads(created_at);`

type DeliveryRef = ErasedData['deliveries'][number]

/** Rows as stored; store.sqlite.server.ts maps them to `StoredLead`. */
export function leadRowsByEmail<Row>(db: SqliteDatabase, email: string): Row[] {
  return db.prepare(`SELECT * FROM leads WHERE ${EMAIL} = ? ORDER BY created_at DESC, rowid DESC`).all(email.trim().toLowerCase()) as Row[]
}

function deliveryRefs(db: SqliteDatabase, leadIds: string[]): DeliveryRef[] {
  return (
    db
      .prepare(
        `SELECT id, lead_id, kind, status FROM deliveries WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid`,
      )
      .all(JSON.stringify(leadIds)) as Array<{ id: string; lead_id: string; kind: DeliveryRef['kind']; status: DeliveryRef['status'] }>
  ).map((r) => ({ id: r.id, leadId: r.lead_id, kind: r.kind, status: r.status }))
}

/** Waits for readers of older snapshots a few times, then says what is left rather than failing the erasure. */
function truncateLog(db: SqliteDatabase): string | null {
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number; log: number; checkpointed: number } | undefined
    if (result && result.busy === 0) return null
  }
  return 'another process kept reading the database, so its write-ahead log (leads.sqlite-wal) still holds copies of the erased rows until its next checkpoint: run the command again'
}

export function eraseByEmail(db: SqliteDatabase, email: string): ErasedData {
  const erased = inTransaction(db, 'immediate', () => {
    const leadIds = (db.prepare(`SELECT id FROM leads WHERE ${EMAIL} = ?`).all(email.trim().toLowerCase()) as Array<{ id: string }>).map(
      (r) => r.id,
    )
    const deliveries = deliveryRefs(db, leadIds)
    const ids = JSON.stringify(leadIds)
    db.prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT value FROM json_each(?))').run(ids)
    db.prepare('DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))').run(ids)
    return { leadIds, deliveries }
  })
  return { ...erased, residue: erased.leadIds.length ? truncateLog(db) : null }
}

/** Leads per transaction, so a first sweep over years of leads never holds the write lock for long. */
const SWEEP_BATCH = 200

export function anonymizeBefore(db: SqliteDatabase, cutoff: number, now: number): ErasedData {
  // Done: nothing pending, except a visitor email whose sender's claim ran out (it is never retried).
  const candidates = db.prepare(
    `SELECT id, fields FROM leads WHERE created_at < ? AND anonymized_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM deliveries d WHERE d.lead_id = leads.id AND d.status = 'pending'
         AND NOT (d.kind = 'user_email' AND (d.lease_until IS NULL OR d.lease_until <= ?)))
     ORDER BY created_at LIMIT ?`,
  )
  const updateLead = db.prepare('UPDATE leads SET fields = ?, anonymized_at = ? WHERE id = ?')
  const emptyDeliveries = db.prepare(`UPDATE deliveries SET payload = '', last_error = NULL WHERE lead_id = ?`)
  const all: ErasedData = { leadIds: [], deliveries: [], residue: null }
  for (;;) {
    const batch = inTransaction(db, 'immediate', () => {
      const rows = candidates.all(cutoff, now, SWEEP_BATCH) as Array<{ id: string; fields: string }>
      for (const row of rows) {
        updateLead.run(JSON.stringify(anonymizedFields(JSON.parse(row.fields) as Record<string, string>)), now, row.id)
        emptyDeliveries.run(row.id)
      }
      return rows.map((r) => r.id)
    })
    if (!batch.length) break
    all.leadIds.push(...batch)
    all.deliveries.push(...deliveryRefs(db, batch))
  }
  return { ...all, residue: all.leadIds.length ? truncateLog(db) : null }
}

export function deliveryStats(db: SqliteDatabase): DeliveryStats {
  const owed = db
    .prepare(`SELECT count(*) AS pending, min(created_at) AS oldest FROM deliveries WHERE status = 'pending' AND kind != 'user_email'`)
    .get() as { pending: number; oldest: number | null }
  const failed = db.prepare(`SELECT count(*) AS n FROM deliveries WHERE status = 'failed'`).get() as { n: number }
  return { pending: owed.pending, failed: failed.n, oldestPendingAt: owed.oldest }
}
