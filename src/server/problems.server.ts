/** Gathers the facts problems.ts puts in words for /api/health. */
import { statfs } from 'node:fs/promises'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { leadPipeline } from '#src/leads/leads.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { healthProblems } from './problems'

export async function currentProblems(storeAnswers: boolean, now = Date.now()): Promise<string[]> {
  const env = loadEnv()
  const disk = await statfs(env.dataDir)
    .then((s) => ({ freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize }))
    .catch(() => null)
  return healthProblems({
    now,
    feed: env.woocommerce ? productFeed().status() : null,
    storeWriteFailure: leadPipeline().storeWriteFailure(),
    storeAnswers,
    disk,
  })
}
