import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inTransaction, openSqlite, pragmaValue, sqliteDriver } from './sqlite.server'

const freshDatabase = () => {
  const db = openSqlite(join(mkdtempSync(join(tmpdir(), 'lumera-sqlite-')), 'test.sqlite'), { busyTimeoutMs: 1234 })
  db.exec('CREATE TABLE t (n INTEGER NOT NULL)')
  return db
}
const count = (db: ReturnType<typeof freshDatabase>) => (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n

describe('the SQLite driver', () => {
  it("is Node's own on a Node that has it (the suite's), so nothing native is compiled for it", () => {
    expect(sqliteDriver()).toBe('node:sqlite')
  })

  it('sets the busy timeout it is given, and reads a setting', () => {
    const db = freshDatabase()
    expect(pragmaValue(db, 'busy_timeout')).toBe(1234)
    expect(pragmaValue(db, 'user_version')).toBe(0)
    db.exec('PRAGMA user_version = 3')
    expect(pragmaValue(db, 'user_version')).toBe(3)
  })

  it.each(['deferred', 'immediate'] as const)('a %s transaction commits what the work wrote and returns its value', (mode) => {
    const db = freshDatabase()
    const value = inTransaction(db, mode, () => {
      db.prepare('INSERT INTO t (n) VALUES (?)').run(1)
      db.prepare('INSERT INTO t (n) VALUES (?)').run(2)
      return 'done'
    })
    expect(value).toBe('done')
    expect(count(db)).toBe(2)
    // The transaction is over: another one can begin.
    inTransaction(db, mode, () => db.prepare('INSERT INTO t (n) VALUES (?)').run(3))
    expect(count(db)).toBe(3)
  })

  it('a transaction whose work throws keeps nothing of it, rethrows its error, and leaves the database usable', () => {
    const db = freshDatabase()
    expect(() =>
      inTransaction(db, 'immediate', () => {
        db.prepare('INSERT INTO t (n) VALUES (?)').run(1)
        throw new Error('the work failed')
      }),
    ).toThrow('the work failed')
    expect(count(db)).toBe(0)
    inTransaction(db, 'deferred', () => db.prepare('INSERT INTO t (n) VALUES (?)').run(1))
    expect(count(db)).toBe(1)
  })

  it("reports the work's error when SQLite has already ended the transaction", () => {
    const db = freshDatabase()
    expect(() =>
      inTransaction(db, 'deferred', () => {
        db.exec('ROLLBACK')
        throw new Error('disk full')
      }),
    ).toThrow('disk full')
    expect(count(db)).toBe(0)
  })

  it('says whether it is open, and statements report their changes', () => {
    const db = freshDatabase()
    expect(db.isOpen).toBe(true)
    db.prepare('INSERT INTO t (n) VALUES (?)').run(1)
    db.prepare('INSERT INTO t (n) VALUES (?)').run(1)
    expect(Number(db.prepare('UPDATE t SET n = ? WHERE n = ?').run(2, 1).changes)).toBe(2)
    expect(db.prepare('SELECT n FROM t WHERE n = ?').all(2)).toHaveLength(2)
    db.close()
    expect(db.isOpen).toBe(false)
  })
})
