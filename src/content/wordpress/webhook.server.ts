/**
 * The rules of the WordPress plugin's signed notifications (docs/content.md "Notifications", decision 0025), pure
 * so they are tested with tables: read the named posts again by id, or everything when a change cannot be named.
 */
import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { localeCodes } from '#app-config'
import { hasValidSignature } from '#src/catalogue/webhook.server.ts'
import type { RecentKeys } from '#src/lib/recentKeys.ts'
import type { ChangedKind, ChangedPost } from '#src/content/store.server.ts'

/** WordPress's post types the site shows: posts, customer stories, pages and notices (decision 0069). */
const kindOfType: Record<string, ChangedKind> = { post: 'article', customer_story: 'story', page: 'page', lumera_notice: 'notice' }
const contentTypes = [...Object.keys(kindOfType), 'attachment']

/** More changes than this in one notification (a bulk edit) are read as a whole: one list read is cheaper. */
export const MAX_CHANGED_POSTS = 50

/**
 * A notification is read only within `windowMs` of its signed `sent` time (and up to `aheadMs` before it, for clocks that
 * drift), and once: a captured one replayed in a loop reads nothing. The plugin signs `sent` at each attempt.
 */
export const NOTIFICATION_LIFETIME = { windowMs: 5 * 60_000, aheadMs: 60_000 } as const

const Change = v.object({ type: v.string(), id: v.optional(v.unknown()), lang: v.optional(v.unknown()) })

export type Notification =
  /** Read again these posts and those whose cover is one of `images` (media ids), or everything. */
  | { verdict: 'refresh'; changed: ChangedPost[] | 'everything'; images?: number[]; sentAt: number }
  /** Signed, but without a `sent` time within the lifetime: 401, nothing read. */
  | { verdict: 'stale' }
  /** Signed and fresh, but read already: 200, nothing read again. */
  | { verdict: 'replayed' }
  /** Signed, but nothing the site shows: 200, nothing read. */
  | { verdict: 'ignore' }
  /** Missing or wrong signature: 401, nothing read. */
  | { verdict: 'unauthorized' }
  /** Signed but not a notification: 400. */
  | { verdict: 'malformed' }

export function judgeNotification(input: {
  body: Uint8Array
  signature: string | null | undefined
  secret: string
  now?: number
  /** The notifications read already (src/server/webhookReplays.server.ts). */
  replays: RecentKeys
}): Notification {
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
  const now = input.now ?? Date.now()
  const sentAt = typeof sent === 'string' ? Date.parse(sent) : NaN
  if (!(sentAt >= now - NOTIFICATION_LIFETIME.windowMs && sentAt <= now + NOTIFICATION_LIFETIME.aheadMs)) return { verdict: 'stale' }
  // The body, not the signature as written: base64 can be written several ways.
  const digest = createHash('sha256').update(input.body).digest('base64url')
  if (input.replays.check(digest, now) === 'seen') return { verdict: 'replayed' }
  const when = { sentAt }
  if (event === 'ping') return { verdict: 'refresh', changed: 'everything', ...when }
  const relevant = [post, ...(Array.isArray(posts) ? posts : [])]
    .map((p) => v.safeParse(Change, p))
    .flatMap((p) => (p.success && contentTypes.includes(p.output.type) ? [p.output] : []))
  if (relevant.length === 0) return { verdict: 'ignore' }
  const images = relevant.filter((c) => c.type === 'attachment')
  const named = relevant.filter((c) => c.type !== 'attachment')
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
