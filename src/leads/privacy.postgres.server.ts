/**
 * The PostgreSQL store's privacy operations. PostgreSQL never overwrites a row in place: VACUUM after each erasure
 * frees the dead rows' space, but the bytes stay on disk until reused, and in WAL and backups until those expire;
 * every erasure says so in its `residue` (docs/privacy.md).
 */
import type postgres from 'postgres'
import type { DeliveryStats } from './health'
import { anonymizedFields } from './retention'
import type { ErasedData } from './store.server'

/** Schema the privacy operations need (migration 2 of store.postgres.server.ts). */
export const privacyMigration = `ALTER TABLE leads ADD COLUMN consent jsonb;
   ALTER TABLE leads ADD COLUMN anonymized_at bigint;
   CREATE INDEX leads_email ON leads (lower(fields->>'email'));`

type Sql = postgres.Sql
type DeliveryRef = ErasedData['deliveries'][number]

const RESIDUE =
  'PostgreSQL keeps the old row versions on disk until their space is reused (VACUUM ran to free it), and in its write-ahead log and in every backup or WAL archive until they expire: see README, "Leads"'

const toRef = (r: Record<string, unknown>): DeliveryRef => ({
  id: r.id as string,
  leadId: r.lead_id as string,
  kind: r.kind as DeliveryRef['kind'],
  status: r.status as DeliveryRef['status'],
})

export function leadRowsByEmail(sql: Sql, email: string) {
  return sql`SELECT * FROM leads WHERE lower(fields->>'email') = ${email.trim().toLowerCase()} ORDER BY created_at DESC, id DESC`
}

/** Frees the dead rows' space now; without the right to (a shared database), the residue says so. */
async function vacuum(sql: Sql): Promise<string> {
  try {
    await sql`VACUUM deliveries, leads`
    return RESIDUE
  } catch (error) {
    return `${RESIDUE}. VACUUM failed (${error instanceof Error ? error.message : error}): run it as the tables' owner`
  }
}

export async function eraseByEmail(sql: Sql, email: string): Promise<ErasedData> {
  const erased = await sql.begin(async (tx) => {
    const ids = (await tx`SELECT id FROM leads WHERE lower(fields->>'email') = ${email.trim().toLowerCase()} FOR UPDATE`).map(
      (r) => r.id as string,
    )
    if (!ids.length) return { leadIds: [], deliveries: [] }
    const deliveries = await tx`DELETE FROM deliveries WHERE lead_id = ANY(${ids}::text[]) RETURNING id, lead_id, kind, status`
    await tx`DELETE FROM leads WHERE id = ANY(${ids}::text[])`
    return { leadIds: ids, deliveries: deliveries.map(toRef) }
  })
  return { ...erased, residue: erased.leadIds.length ? await vacuum(sql) : null }
}

const SWEEP_BATCH = 200

export async function anonymizeBefore(sql: Sql, cutoff: number, now: number): Promise<ErasedData> {
  const all: ErasedData = { leadIds: [], deliveries: [], residue: null }
  for (;;) {
    const batch = await sql.begin(async (tx) => {
      // Done: nothing pending, except a visitor email whose sender's claim ran out (it is never retried).
      const rows = await tx`
        SELECT id, fields FROM leads l WHERE created_at < ${cutoff} AND anonymized_at IS NULL AND NOT EXISTS (
          SELECT 1 FROM deliveries d WHERE d.lead_id = l.id AND d.status = 'pending'
            AND NOT (d.kind = 'user_email' AND (d.lease_until IS NULL OR d.lease_until <= ${now})))
        ORDER BY created_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`
      const refs: DeliveryRef[] = []
      for (const row of rows) {
        const fields = anonymizedFields(row.fields as Record<string, string>)
        await tx`UPDATE leads SET fields = ${tx.json(fields)}, anonymized_at = ${now} WHERE id = ${row.id as string}`
        const emptied = await tx`UPDATE deliveries SET payload = '', last_error = NULL WHERE lead_id = ${row.id as string}
          RETURNING id, lead_id, kind, status`
        refs.push(...emptied.map(toRef))
      }
      return { leadIds: rows.map((r) => r.id as string), deliveries: refs }
    })
    if (!batch.leadIds.length) break
    all.leadIds.push(...batch.leadIds)
    all.deliveries.push(...batch.deliveries)
  }
  return { ...all, residue: all.leadIds.length ? await vacuum(sql) : null }
}

export async function deliveryStats(sql: Sql): Promise<DeliveryStats> {
  const [row] = await sql`
    SELECT count(*) FILTER (WHERE status = 'pending' AND kind <> 'user_email')::int AS pending,
           min(created_at) FILTER (WHERE status = 'pending' AND kind <> 'user_email') AS oldest,
           count(*) FILTER (WHERE status = 'failed')::int AS failed
    FROM deliveries WHERE status IN ('pending', 'failed')`
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingAt: row?.oldest == null ? null : Number(row.oldest),
  }
}
