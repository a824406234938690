import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postgresBin, startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { describeLeadPrivacy } from './store.privacy.suite'
import { describeLeadStore, type StoreFixture } from './store.suite'
import { PostgresLeadStore } from './store.postgres.server'

// A real PostgreSQL from Debian's packages (.ci/run installs it). Without it, outside CI, the suite
// is skipped and says so; in CI a missing server is a failure.
const available = !!postgresBin()
let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined
let admin: postgres.Sql | undefined
let databases = 0

if (available || process.env.CI) {
  beforeAll(async () => {
    cluster = await startPostgres()
    admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
  }, 30_000)
  afterAll(async () => {
    await admin?.end({ timeout: 1 })
    cluster?.stop()
  })

  // Each `open` is one more instance on the same database, as instances share DATABASE_URL.
  const pg: StoreFixture = {
    async fresh() {
      const name = `store_${process.pid}_${++databases}`
      await admin!.unsafe(`CREATE DATABASE ${name}`)
      return { open: () => new PostgresLeadStore(cluster!.urlOf(name)) }
    },
  }
  // Each test makes a database and starts its instances; beside the build and the other checks (scripts/test.mjs)
  // one took over Vitest's default 5 s on the 2-core machine. A lost lock or a deadlock still fails, at 20 s.
  describe('on a real server', { timeout: 20_000 }, () => {
    describeLeadStore('PostgreSQL', pg)
    describeLeadPrivacy('PostgreSQL', pg)
  })

  describe('PostgreSQL migrations', () => {
    it('run once when several instances start together', async () => {
      const name = `store_${process.pid}_${++databases}`
      await admin!.unsafe(`CREATE DATABASE ${name}`)
      const stores = Array.from({ length: 4 }, () => new PostgresLeadStore(cluster!.urlOf(name), { maxConnections: 1 }))
      await Promise.all(stores.map((s) => s.ping()))
      // One row per migration, each version once: none ran twice.
      const [row] = await stores[0]!.sql`SELECT count(*)::int AS n, max(version)::int AS latest FROM lumera_migrations`
      const { n, latest } = row as { n: number; latest: number }
      await Promise.all(stores.map((s) => s.close()))
      if (n < 1 || n !== latest) throw new Error(`expected one row per migration (${latest}), found ${n}`)
    })
  })

  describe('PostgreSQL restarted', () => {
    it('fails each call at once while it is down (no growing reconnect pause), and works once it is back', async () => {
      // A cluster of its own: this one is stopped and started.
      const own = await startPostgres()
      const store = new PostgresLeadStore(own.url, { maxConnections: 1 })
      try {
        await store.ping()
        await own.pause()
        // Enough failures in a row that the library's default pause would have grown to seconds.
        for (let i = 0; i < 8; i++) {
          const started = Date.now()
          await expect(store.ping()).rejects.toThrow()
          expect(Date.now() - started).toBeLessThan(1500)
          await new Promise((resolve) => setTimeout(resolve, 250))
        }
        await own.resume()
        await vi.waitFor(() => store.ping(), { timeout: 10_000, interval: 200 })
      } finally {
        await store.close()
        own.stop()
      }
    }, 30_000)
  })
} else {
  describe.skip('LeadStore contract: PostgreSQL (no PostgreSQL server here: apt-get install -y postgresql)', () => {
    it('needs PostgreSQL', () => {})
  })
}
