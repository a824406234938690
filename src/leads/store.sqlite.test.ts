import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describeLeadStore } from './store.suite'
import { SqliteLeadStore } from './store.sqlite.server'

// Each `open` is one more process on the same file, as processes of one machine share DATA_DIR.
describeLeadStore('SQLite', {
  async fresh() {
    const dir = mkdtempSync(join(tmpdir(), 'lumera-store-'))
    return { open: () => new SqliteLeadStore(dir) }
  },
})
