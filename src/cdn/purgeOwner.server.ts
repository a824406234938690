/** One process sends purges, so a CDN's rate limit is one budget (decision 0049): slot 1, or an advisory lock's holder. */
import postgres from 'postgres'
import { SLOT_ENV } from '#src/platform/clusterProtocol.mjs'
import type { ChangeBus } from '#src/platform/changeBus.server.ts'
import { onShutdown } from '#src/platform/lifecycle.server.ts'
import { log } from '#src/platform/log.server.ts'

const PURGE_LOCK_KEY = 380_041
const LOCK_CHECK_MS = 5000

export type Owner = { isOwner(): boolean; close(): Promise<void> }

export function databaseOwner(url: string, checkMs = LOCK_CHECK_MS): Owner & { ready: Promise<void> } {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { application_name: 'lumera-site purges' } })
  let held = false
  let closed = false
  const check = async () => {
    try {
      // The lock belongs to the session: after a reconnect it is gone, and must be taken again.
      const [row] = await sql<Array<{ held: boolean }>>`
        select exists(select 1 from pg_locks where locktype = 'advisory' and objid = ${PURGE_LOCK_KEY} and pid = pg_backend_pid() and granted)
          or pg_try_advisory_lock(${PURGE_LOCK_KEY}) as held`
      held = !closed && row!.held
    } catch (error) {
      if (!closed)
        log().warn({ module: 'cdn', reason: error instanceof Error ? error.message : String(error) }, 'cannot check the purge lock')
      held = false
    }
  }
  const ready = check()
  const timer = setInterval(() => void check(), checkMs)
  timer.unref()
  return {
    ready,
    isOwner: () => held,
    close: async () => {
      closed = true
      held = false
      clearInterval(timer)
      await sql.end({ timeout: 2 })
    },
  }
}

export function purgeOwner(bus: ChangeBus, databaseUrl: string | undefined): Owner {
  if (bus.carrier === 'postgres' && databaseUrl) {
    const owner = databaseOwner(databaseUrl)
    onShutdown('purge lock', () => owner.close())
    return owner
  }
  const slot = process.env[SLOT_ENV]
  const owns = bus.carrier === 'in-process' || slot === '1'
  return { isOwner: () => owns, close: async () => {} }
}
