import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { DatabaseSync } from 'node:sqlite'
import { startSite, type RunningSite } from './support/site'

let site: RunningSite

/** /api/health reports what operators rely on (docs/operations.md), the lead store included. HTTP only: desktop. */
test.describe('the health check', { tag: '@one-width' }, () => {
  test.beforeAll(async () => {
    site = await startSite({})
  })
  test.afterAll(async () => {
    await site?.stop()
  })

  const health = async () => {
    const response = await fetch(`${site.url}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return (await response.json()) as Record<string, unknown>
  }

  test('answers ok while the lead store is readable, degraded once it is not', async () => {
    expect(await health()).toMatchObject({
      status: 'ok',
      leadStore: 'sqlite',
      deliveries: { pending: 0, failed: 0 },
      catalogue: 'embedded',
      mail: 'files',
    })
    // Another process breaks the database under the running server: its deliveries table is gone.
    const db = new DatabaseSync(join(site.dataDir, 'leads.sqlite'))
    db.exec('DROP TABLE deliveries')
    db.close()
    expect(await health()).toMatchObject({ status: 'degraded', deliveries: null, catalogue: 'embedded' })
  })
})
