/** The store's product webhooks (docs/catalogue.md, decision 0011). WooCommerce signs each delivery with the base64
 * HMAC-SHA256 of the raw body; only its ping (`webhook_id=N`) comes unsigned. */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const productTopics = ['product.created', 'product.updated', 'product.deleted', 'product.restored'] as const

export type WebhookVerdict =
  /** The store's ping: answer 200, change nothing. */
  | 'ping'
  | 'refresh'
  /** Signed, but a topic this site does not act on: 200 (so the store keeps the hook), nothing changes. */
  | 'ignore'
  | 'unauthorized'

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
}): WebhookVerdict {
  const { body, signature, topic, secret } = input
  if (!signature) return isPingBody(body) ? 'ping' : 'unauthorized'
  if (!hasValidSignature(body, signature, secret)) return 'unauthorized'
  if (isPingBody(body)) return 'ping'
  // Stryker disable next-line StringLiteral: a missing topic reads as an empty one; any other stand-in is no product topic either
  return (productTopics as readonly string[]).includes((topic ?? '').trim().toLowerCase()) ? 'refresh' : 'ignore'
}
