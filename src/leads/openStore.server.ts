/** PostgreSQL when DATABASE_URL is set (shared by every instance), else SQLite in DATA_DIR (`npm start` needs nothing). */
import type { Env } from '#src/platform/env.server.ts'
import type { LeadStore } from './store.server'
import { PostgresLeadStore } from './store.postgres.server'
import { SqliteLeadStore } from './store.sqlite.server'

export function openLeadStore(env: Pick<Env, 'dataDir' | 'databaseUrl'>): LeadStore {
  return env.databaseUrl ? new PostgresLeadStore(env.databaseUrl) : new SqliteLeadStore(env.dataDir)
}
