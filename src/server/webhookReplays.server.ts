/**
 * The signed webhooks this process acted on, and those the other processes did (decision 0068): each tells the others
 * over the change bus, so a captured WordPress notification or WooCommerce delivery replayed to any process of any
 * instance reads nothing there either.
 */
import { DELIVERY_MEMORY_MS } from '#src/catalogue/webhook.server.ts'
import { NOTIFICATION_LIFETIME } from '#src/content/wordpress/webhook.server.ts'
import { RecentKeys } from '#src/lib/recentKeys.ts'
import { changeBus, type ChangeBus } from '#src/platform/changeBus.server.ts'

export type WebhookSource = 'wordpress' | 'woocommerce'

/** How long each source's deliveries are remembered: a WordPress notification as long as it is not stale. */
const memoryMs: Record<WebhookSource, number> = {
  wordpress: NOTIFICATION_LIFETIME.windowMs + NOTIFICATION_LIFETIME.aheadMs,
  woocommerce: DELIVERY_MEMORY_MS,
}

export function createWebhookReplays(bus: ChangeBus, now: () => number = Date.now) {
  const memory = (source: WebhookSource) =>
    new RecentKeys(memoryMs[source], 10_000, (key) => bus.publish({ topic: 'webhook-seen', source, key }))
  const memories: Record<WebhookSource, RecentKeys> = { wordpress: memory('wordpress'), woocommerce: memory('woocommerce') }
  bus.subscribe((event) => {
    if (event.topic === 'webhook-seen') memories[event.source].learn(event.key, now())
  })
  return (source: WebhookSource): RecentKeys => memories[source]
}

let shared: ReturnType<typeof createWebhookReplays> | undefined

/** This process's memory of a source's webhooks (the first call, at start-up, begins hearing the others'). */
export function webhookReplays(source: WebhookSource): RecentKeys {
  return (shared ??= createWebhookReplays(changeBus()))(source)
}
