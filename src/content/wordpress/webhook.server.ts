/**
 * The rules of the site's WordPress plugin's notifications (CONTRACT.md, docs/decisions/0025), pure
 * so they are tested with tables. The plugin signs each one as WooCommerce signs its webhooks:
 * `X-WP-Webhook-Signature` is the base64 HMAC-SHA256 of the raw body with the shared secret. The body
 * names what changed (`{ "event": "post.updated", "post": { "id": 12, "type": "post", ... }, "posts": [...] }`,
 * `posts` being every change of the editor's request); any signed notification about a story, an
 * article or an image makes the site read its content again.
 */
import { hasValidSignature } from '#src/catalogue/webhook.server.ts'

/** The post types the site shows (articles are posts), and images, which covers and texts show. */
const contentPostTypes = ['post', 'customer_story', 'attachment'] as const

export type NotificationVerdict = 'refresh' | 'ignore' | 'unauthorized' | 'malformed'

export function judgeNotification(input: { body: Uint8Array; signature: string | null | undefined; secret: string }): NotificationVerdict {
  if (!hasValidSignature(input.body, input.signature, input.secret)) return 'unauthorized'
  let message: unknown
  try {
    message = JSON.parse(Buffer.from(input.body).toString('utf8'))
  } catch {
    return 'malformed'
  }
  if (!message || typeof message !== 'object') return 'malformed'
  const { event, post, posts } = message as { event?: unknown; post?: unknown; posts?: unknown }
  if (typeof event !== 'string') return 'malformed'
  // The plugin's own test ("ping") and every change of a story, an article or an image read the content again.
  if (event === 'ping') return 'refresh'
  const changed = [post, ...(Array.isArray(posts) ? posts : [])]
  return changed.some((p) => !!p && typeof p === 'object' && (contentPostTypes as readonly unknown[]).includes((p as { type?: unknown }).type)) ? 'refresh' : 'ignore'
}
