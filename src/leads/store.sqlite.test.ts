import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeLeadPrivacy } from './store.privacy.suite'
import { describeLeadStore, type StoreFixture } from './store.suite'
import { SqliteLeadStore } from './store.sqlite.server'

// Each `open` is one more process on the same file, as processes of one machine share DATA_DIR.
const sqlite: StoreFixture = {
  async fresh() {
    const dir = mkdtempSync(join(tmpdir(), 'lumera-store-'))
    return { open: () => new SqliteLeadStore(dir) }
  },
}
describeLeadStore('SQLite', sqlite)
describeLeadPrivacy('SQLite', sqlite)

describe('SQLite store where DATA_DIR cannot be written', () => {
  it('starts anyway, fails each use while it cannot open, and works once it can', async () => {
    // A file where DATA_DIR should be: no folder can be made there (root ignores permissions, not this).
    const parent = mkdtempSync(join(tmpdir(), 'lumera-store-'))
    const blocked = join(parent, 'data')
    writeFileSync(blocked, 'not a folder')
    const store = new SqliteLeadStore(blocked)
    await expect(store.ping()).rejects.toThrow()
    await expect(store.takeRateLimitSlot('a', Date.now(), { max: 5, windowMs: 60_000 })).rejects.toThrow()
    await store.close()
    rmSync(blocked)
    await store.ping()
    await expect(store.takeRateLimitSlot('a', Date.now(), { max: 5, windowMs: 60_000 })).resolves.toBe(true)
    await store.close()
  })
})
