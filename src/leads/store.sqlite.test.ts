import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
