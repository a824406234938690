/**
 * The rules of the store's product webhooks (CONTRACT.md, docs/decisions/0011), pure so they are
 * tested with tables. WooCommerce signs each delivery with `X-WC-Webhook-Signature`: the base64
 * HMAC-SHA256 of the raw body with the webhook's secret. Its ping on creating a webhook is unsigned
 * and carries only `webhook_id=N`; nothing else is accepted without a valid signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const productTopics = ['product.created', 'product.updated', 'product.deleted', 'product.restored'] as const

export type WebhookVerdict =
  /** The store's ping: answer 200, change nothing. */
  | 'ping'
  /** A signed product topic: refresh the feed of every language. */
  | 'refresh'
  /** Signed, but a topic this site does not act on: 200 (so the store keeps the hook), nothing changes. */
  | 'ignore'
  /** Missing or wrong signature: 401, nothing changes. */
  | 'unauthorized'

/** Whether the signature header is the body's HMAC with the secret, compared in constant time. */
export function hasValidSignature(body: Uint8Array, signature: string | null | undefined, secret: string): boolean {
  if (!signature || !secret) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  // Stryker disable next-line MethodExpression: Node's base64 decoder skips the spaces too; the trim says they are allowed
  const given = Buffer.from(signature.trim(), 'base64')
  // timingSafeEqual needs equal lengths; a different length is simply wrong (and says nothing of the secret).
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The store's ping body: `webhook_id=<digits>` and nothing else. */
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
