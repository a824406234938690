/**
 * The rules of the site's WordPress plugin's notifications (CONTRACT.md, docs/decisions/0025), pure
 * so they are tested with tables. The plugin signs each one as WooCommerce signs its webhooks:
 * `X-WP-Webhook-Signature` is the base64 HMAC-SHA256 of the raw body with the shared secret. The body
 * names what changed (`{ "event": "post.updated", "post": { "id": 12, "type": "post", "lang": "en", ... },
 * "posts": [...], "sent": "<ISO time>" }`, `posts` being every change of the editor's request): the site
 * reads those posts again, by id and in their language, and for an image the posts it is the cover of
 * (none: nothing to read); the plugin's ping or a change it cannot name by id makes it read everything.
 */
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { hasValidSignature } from '#src/catalogue/webhook.server.ts'
import type { ChangedPost } from '#src/content/store.server.ts'
import type { PostKind } from '#src/content/types.ts'

/** The WordPress post types the site shows, as the site's kinds. */
const kindOfType: Record<string, PostKind> = { post: 'article', customer_story: 'story' }
/** Types whose change the site must see: its posts, and images (which covers show). */
const contentTypes = [...Object.keys(kindOfType), 'attachment']

/** More changes than this in one notification (a bulk edit) are read as a whole: one list read is cheaper. */
export const MAX_CHANGED_POSTS = 50

const Change = v.object({ type: v.string(), id: v.optional(v.unknown()), lang: v.optional(v.unknown()) })

export type Notification =
  /**
   * Read again what changed: these posts and the posts whose cover is one of `images` (media ids), or
   * everything. `sentAt` is the plugin's clock (ms), when it says.
   */
  | { verdict: 'refresh'; changed: ChangedPost[] | 'everything'; images?: number[]; sentAt?: number }
  /** Signed, but nothing the site shows: 200, nothing read. */
  | { verdict: 'ignore' }
  /** Missing or wrong signature: 401, nothing read. */
  | { verdict: 'unauthorized' }
  /** Signed but not a notification: 400. */
  | { verdict: 'malformed' }

export function judgeNotification(input: { body: Uint8Array; signature: string | null | undefined; secret: string }): Notification {
  if (!hasValidSignature(input.body, input.signature, input.secret)) return { verdict: 'unauthorized' }
  let message: unknown
  try {
    message = JSON.parse(Buffer.from(input.body).toString('utf8'))
  } catch {
    return { verdict: 'malformed' }
  }
  if (!message || typeof message !== 'object' || Array.isArray(message)) return { verdict: 'malformed' }
  const { event, post, posts, sent } = message as { event?: unknown; post?: unknown; posts?: unknown; sent?: unknown }
  if (typeof event !== 'string') return { verdict: 'malformed' }
  const sentAt = typeof sent === 'string' ? Date.parse(sent) : NaN
  const when = Number.isFinite(sentAt) ? { sentAt } : {}
  // The plugin's own test ("ping") reads everything.
  if (event === 'ping') return { verdict: 'refresh', changed: 'everything', ...when }
  const relevant = [post, ...(Array.isArray(posts) ? posts : [])]
    .map((p) => v.safeParse(Change, p))
    .flatMap((p) => (p.success && contentTypes.includes(p.output.type) ? [p.output] : []))
  if (relevant.length === 0) return { verdict: 'ignore' }
  const images = relevant.filter((c) => c.type === 'attachment')
  const named = relevant.filter((c) => c.type !== 'attachment')
  // An image is named by its id; one that is not reads everything.
  if (images.some((c) => !isId(c.id))) return { verdict: 'refresh', changed: 'everything', ...when }
  const imageIds = [...new Set(images.map((c) => c.id as number))]
  return { verdict: 'refresh', changed: changedPosts(named), ...(imageIds.length ? { images: imageIds } : {}), ...when }
}

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id >= 1

/** The posts to read again, once each, or everything when one change cannot be named as a post of the site. */
function changedPosts(changes: ReadonlyArray<v.InferOutput<typeof Change>>): ChangedPost[] | 'everything' {
  const byKey = new Map<string, ChangedPost>()
  for (const { type, id, lang } of changes) {
    const kind = kindOfType[type]
    if (!kind || !isId(id)) return 'everything'
    const locale = localeCodes.find((l) => l === lang)
    byKey.set(`${kind}:${id}`, { kind, id, ...(locale ? { locale } : {}) })
  }
  return byKey.size > MAX_CHANGED_POSTS ? 'everything' : [...byKey.values()]
}
