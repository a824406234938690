/**
 * The lead store's SQLite driver (decision 0035): `node:sqlite` where Node has it, better-sqlite3 only on Node 20,
 * so no newer Node needs a native rebuild. Used only through the calls below, which behave the same on both.
 */
import BetterSqlite3 from 'better-sqlite3'
import type { DatabaseSync } from 'node:sqlite'

type SqlValue = string | number | bigint | null

interface SqliteStatement {
  run(...params: SqlValue[]): { changes: number | bigint }
  get(...params: SqlValue[]): unknown
  all(...params: SqlValue[]): unknown[]
}

export interface SqliteDatabase {
  prepare(sql: string): SqliteStatement
  exec(sql: string): void
  close(): void
  readonly isOpen: boolean
}

export function sqliteDriver(): 'node:sqlite' | 'better-sqlite3' {
  return nodeSqlite() ? 'node:sqlite' : 'better-sqlite3'
}

function nodeSqlite(): { DatabaseSync: typeof DatabaseSync } | undefined {
  // A built-in that this Node does not have is `undefined`, not an error.
  return process.getBuiltinModule('node:sqlite') as { DatabaseSync: typeof DatabaseSync } | undefined
}

/** A writer waits up to `busyTimeoutMs` for another connection's lock (a PRAGMA, so both drivers take it alike). */
export function openSqlite(file: string, { busyTimeoutMs }: { busyTimeoutMs: number }): SqliteDatabase {
  const builtin = nodeSqlite()
  let db: SqliteDatabase
  if (builtin) {
    const opened = new builtin.DatabaseSync(file)
    db = {
      prepare: (sql) => opened.prepare(sql),
      exec: (sql) => opened.exec(sql),
      close: () => opened.close(),
      get isOpen() {
        return opened.isOpen
      },
    }
  } else {
    // better-sqlite3 loads its compiled part here, not at import: on a Node that has node:sqlite it never loads.
    const opened = new BetterSqlite3(file)
    db = {
      prepare: (sql) => opened.prepare(sql),
      exec: (sql) => void opened.exec(sql),
      close: () => void opened.close(),
      get isOpen() {
        return opened.open
      },
    }
  }
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`)
  return db
}

/** `immediate` takes the write lock at the start, so what `work` reads cannot change before it writes. */
export function inTransaction<T>(db: SqliteDatabase, mode: 'deferred' | 'immediate', work: () => T): T {
  db.exec(mode === 'immediate' ? 'BEGIN IMMEDIATE' : 'BEGIN')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    try {
      db.exec('ROLLBACK')
    } catch {
      // No transaction is left to roll back (SQLite ended it on a full disk or an I/O error): report the first error.
    }
    throw error
  }
}

export function pragmaValue(db: SqliteDatabase, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown> | undefined
  return row ? Object.values(row)[0] : undefined
}
