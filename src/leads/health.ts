/**
 * What /api/health says about lead deliveries: how many are owed, how many failed for good, and how
 * long the oldest owed one has waited. The site stays up (HTTP 200) but reports "degraded" once a
 * delivery has been owed for longer than `leadPrivacy.overdueDeliveryMs`: an outside service is down.
 */
import { leadPrivacy } from '#app-config'

/** Counted by the lead store: `oldestPendingAt` is when the oldest owed delivery was created (ms). */
export type DeliveryStats = { pending: number; failed: number; oldestPendingAt: number | null }

export type DeliveryHealth = {
  pending: number
  failed: number
  /** 0 when nothing is owed. */
  oldestPendingSeconds: number
}

export function deliveryHealth(
  stats: DeliveryStats,
  now: number,
  overdueMs: number = leadPrivacy.overdueDeliveryMs,
): { deliveries: DeliveryHealth; status: 'ok' | 'degraded' } {
  const waitedMs = stats.pending > 0 && stats.oldestPendingAt !== null ? Math.max(0, now - stats.oldestPendingAt) : 0
  return {
    deliveries: { pending: stats.pending, failed: stats.failed, oldestPendingSeconds: Math.floor(waitedMs / 1000) },
    status: waitedMs > overdueMs ? 'degraded' : 'ok',
  }
}
