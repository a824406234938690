import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postgresBin, startPostgres } from '../../tests/e2e/support/postgres.mjs'
import { databaseOwner } from './purgeOwner.server'

describe.skipIf(!postgresBin())('databaseOwner, on a real PostgreSQL', () => {
  let pg: Awaited<ReturnType<typeof startPostgres>>
  beforeAll(async () => (pg = await startPostgres()), 30_000)
  afterAll(() => pg?.stop())

  it('lets one process of all purge, and another take over when it goes', async () => {
    const owners = [databaseOwner(pg.url, 100), databaseOwner(pg.url, 100), databaseOwner(pg.url, 100)]
    await Promise.all(owners.map((o) => o.ready))
    await vi.waitFor(() => expect(owners.filter((o) => o.isOwner())).toHaveLength(1))
    const holder = owners.find((o) => o.isOwner())!
    await holder.close()
    const rest = owners.filter((o) => o !== holder)
    await vi.waitFor(() => expect(rest.filter((o) => o.isOwner())).toHaveLength(1), { timeout: 3000 })
    await Promise.all(rest.map((o) => o.close()))
  })
})
