/** The store's product webhooks (docs/catalogue.md, decision 0011). WooCommerce signs each delivery with the base64
 * HMAC-SHA256 of the raw body; only its ping (`webhook_id=N`) comes unsigned. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { RecentKeys } from '#src/lib/recentKeys.ts'

export const productTopics = ['product.created', 'product.updated', 'product.deleted', 'product.restored'] as const

export type WebhookVerdict =
  /** The store's ping: answer 200, change nothing. */
  | 'ping'
  | 'refresh'
  /** Signed, but a topic this site does not act on: 200 (so the store keeps the hook), nothing changes. */
  | 'ignore'
  | 'unauthorized'
  /** Signed, but this delivery (its id or its body) was read already: 200, nothing read again. */
  | 'replayed'

/**
 * How long deliveries are remembered. WooCommerce signs no time, so a replay is known by its delivery id
 * (`X-WC-Webhook-Delivery-ID`) or its body; a body can come again legitimately only when nothing changed in between
 * (a deletion undone and redone within this time waits for the catalogue's next poll).
 */
export const DELIVERY_MEMORY_MS = 10 * 60_000

export function hasValidSignature(body: Uint8Array, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !secret) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  // Stryker disable next-line MethodExpression: Node's base64 decoder skips the spaces too; the trim says they are allowed
  const given = Buffer.from(signature.trim(), 'base64')
  // timingSafeEqual needs equal lengths; a different length is simply wrong (and says nothing of the secret).
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const isPingBody = (body: Uint8Array) => /^webhook_id=\d{1,20}$/.test(Buffer.from(body).toString('latin1').trim())

export function judgeWebhook(input: {
  body: Uint8Array
  signature: string | null | undefined
  topic: string | null | undefined
  secret: string
  deliveryId?: string | null
  now?: number
  /** The deliveries acted on already (src/server/webhookReplays.server.ts). */
  replays: RecentKeys
}): WebhookVerdict {
  const { body, signature, topic, secret } = input
  if (!signature) return isPingBody(body) ? 'ping' : 'unauthorized'
  if (!hasValidSignature(body, signature, secret)) return 'unauthorized'
  if (isPingBody(body)) return 'ping'
  // Stryker disable next-line StringLiteral: a missing topic reads as an empty one; any other stand-in is no product topic either
  if (!(productTopics as readonly string[]).includes((topic ?? '').trim().toLowerCase())) return 'ignore'
  const { replays } = input
  const now = input.now ?? Date.now()
  const id = input.deliveryId?.trim().slice(0, 100)
  // Both are remembered: a replay may keep the id or change it.
  const byId = id ? replays.check(`id:${id}`, now) : 'new'
  const byBody = replays.check(`body:${createHash('sha256').update(body).digest('base64url')}`, now)
  return byId === 'seen' || byBody === 'seen' ? 'replayed' : 'refresh'
}
