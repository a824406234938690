import { describe, expect, it } from 'vitest'
import { leadPrivacy } from '#app-config'
import { deliveryHealth } from './health'

const now = Date.parse('2026-11-23T12:00:00Z')
const hour = 60 * 60_000

describe('deliveryHealth', () => {
  it('is ok with nothing owed', () => {
    expect(deliveryHealth({ pending: 0, failed: 0, oldestPendingAt: null }, now)).toEqual({
      deliveries: { pending: 0, failed: 0, oldestPendingSeconds: 0 },
      status: 'ok',
    })
  })

  it.each([
    [now - 5_000, 5, 'ok'],
    [now - hour, 3600, 'ok'],
    [now - hour - 1_000, 3601, 'degraded'],
    [now - 26 * hour, 93600, 'degraded'],
    // A clock that went backwards never gives a negative age.
    [now + 10_000, 0, 'ok'],
  ] as const)('a delivery owed since %i: %i s, %s', (oldestPendingAt, seconds, status) => {
    const health = deliveryHealth({ pending: 2, failed: 1, oldestPendingAt }, now)
    expect(health).toEqual({ deliveries: { pending: 2, failed: 1, oldestPendingSeconds: seconds }, status })
  })

  it('does not count failed confirmation emails as owed', () => {
    expect(deliveryHealth({ pending: 0, failed: 7, oldestPendingAt: null }, now).status).toBe('ok')
  })

  it('uses the configured hour', () => {
    expect(leadPrivacy.overdueDeliveryMs).toBe(hour)
    expect(deliveryHealth({ pending: 1, failed: 0, oldestPendingAt: now - 61_000 }, now, 60_000).status).toBe('degraded')
  })
})
