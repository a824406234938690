/**
 * The deliveries' part of /api/health: a store that does not answer in time gives "degraded" with `deliveries: null`,
 * never an error, as liveness must answer even then (readiness is the check that fails).
 */
import { log } from '#src/platform/log.server.ts'
import { deliveryHealth, type DeliveryHealth } from './health'
import { leadPipeline } from './leads.server'

const STATS_TIMEOUT_MS = 2000

export async function leadDeliveryHealth(now = Date.now): Promise<{ deliveries: DeliveryHealth | null; status: 'ok' | 'degraded' }> {
  let timer: NodeJS.Timeout | undefined
  try {
    const stats = await Promise.race([
      leadPipeline().store.deliveryStats(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the lead store did not answer in time')), STATS_TIMEOUT_MS)
      }),
    ])
    return deliveryHealth(stats, now())
  } catch (error) {
    log().warn({ module: 'health', err: error }, 'could not count lead deliveries')
    return { deliveries: null, status: 'degraded' }
  } finally {
    clearTimeout(timer)
  }
}
