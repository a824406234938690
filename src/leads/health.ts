/** Lead deliveries in /api/health: "degraded" (still 200) once one is owed longer than `leadPrivacy.overdueDeliveryMs`. */
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
