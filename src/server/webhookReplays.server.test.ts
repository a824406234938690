import { describe, expect, it } from 'vitest'
import type { ChangeBus, ChangeEvent } from '#src/platform/changeBus.server.ts'
import { createWebhookReplays } from './webhookReplays.server'

/** Two processes' buses: each hears what the other publishes, never its own. */
function pairOfBuses(): [ChangeBus, ChangeBus] {
  const listeners: Array<Set<(event: ChangeEvent) => void>> = [new Set(), new Set()]
  const bus = (mine: number): ChangeBus => ({
    carrier: 'cluster',
    publish: (event) => listeners[1 - mine]!.forEach((listener) => listener(event)),
    subscribe: (listener) => {
      listeners[mine]!.add(listener)
      return () => listeners[mine]!.delete(listener)
    },
    close: async () => undefined,
  })
  return [bus(0), bus(1)]
}

describe('createWebhookReplays', () => {
  it('makes a webhook one process acted on a replay in the other, for its own source only', () => {
    const [a, b] = pairOfBuses()
    const first = createWebhookReplays(a, () => 0)
    const second = createWebhookReplays(b, () => 0)
    expect(first('wordpress').check('digest-1', 0)).toBe('new')
    expect(second('wordpress').check('digest-1', 1)).toBe('seen')
    expect(second('woocommerce').check('digest-1', 1)).toBe('new')
    expect(first('woocommerce').check('digest-1', 2)).toBe('seen')
  })
})
