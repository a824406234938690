/**
 * The one module that talks to WordPress's REST API for content (docs/decisions/0024). Published
 * posts are read without credentials, so nothing unpublished can reach a public page whatever the
 * query says; the application password is sent only to read a draft for a signed preview.
 * Articles are posts (`/wp/v2/posts`), customer stories the plugin's type (`/wp/v2/customer-stories`),
 * each asked in every language (`lang`, as Polylang and the plugin read it).
 */
import { localeCodes, type Locale } from '#app-config'
import type { ContentSnapshot, ContentSource, MovedSlug, SourceImage } from '#src/content/store.server.ts'
import type { Post, PostKind } from '#src/content/types.ts'
import { isMapped, mapWordPressPost } from './mapping.server'
import { restBases } from './restBases'
import { log as logger } from '#src/server/log.server.ts'

export type WordPressConfig = { url: string; user?: string; appPassword?: string; timeoutMs?: number }


/** Upper bound of pages followed per list, whatever `X-WP-TotalPages` says (100 posts a page). */
const MAX_PAGES = 20
const PAGE_SIZE = 100
const EMBED = 'wp:featuredmedia,wp:term'

class WordPressError extends Error {}

export type WordPressSource = ContentSource & {
  readonly previewsEnabled: boolean
  /** The post with id `id` as its latest revision reads (draft, pending or published with unsaved changes), and its photos. */
  readPreview(kind: PostKind, id: number): Promise<{ post: Post; images: SourceImage[] } | undefined>
}

export function wordPressSource(config: WordPressConfig, log: (message: string) => void = (m) => logger().warn({ module: 'content' }, m)): WordPressSource {
  const origin = new URL(config.url).origin
  const timeoutMs = config.timeoutMs ?? 8000
  const authorization =
    config.user && config.appPassword ? 'Basic ' + Buffer.from(`${config.user}:${config.appPassword.replace(/\s+/g, '')}`).toString('base64') : undefined

  async function get(path: string, query: Record<string, string>, authenticated = false): Promise<{ json: unknown; totalPages: number; status: number }> {
    const url = new URL(`${config.url}/wp-json/wp/v2/${path}`)
    url.search = new URLSearchParams(query).toString()
    const response = await fetch(url, {
      headers: { Accept: 'application/json', ...(authenticated && authorization ? { Authorization: authorization } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await response.text()
    if (response.status === 404 && authenticated) return { json: null, totalPages: 0, status: 404 }
    if (!response.ok) {
      // WordPress errors are `{ code, message, data: { status } }`: keep the code, never the request.
      const code = /"code"\s*:\s*"([^"]{1,80})"/.exec(body)?.[1] ?? 'unknown'
      throw new WordPressError(`WordPress answered ${response.status} (${code}) for ${path}`)
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      throw new WordPressError(`WordPress sent invalid JSON for ${path}`)
    }
    const totalPages = Number(response.headers.get('X-WP-TotalPages') ?? '1')
    return { json, totalPages: Number.isInteger(totalPages) && totalPages > 0 ? totalPages : 1, status: response.status }
  }

  async function list(kind: PostKind, locale: Locale): Promise<unknown[]> {
    const query = (page: number) => ({ lang: locale, per_page: String(PAGE_SIZE), page: String(page), orderby: 'date', order: 'desc', _embed: EMBED })
    const first = await get(restBases[kind], query(1))
    if (!Array.isArray(first.json)) throw new WordPressError(`WordPress sent no list for ${restBases[kind]}`)
    const items = [...first.json]
    for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page++) {
      const next = await get(restBases[kind], query(page))
      if (Array.isArray(next.json)) items.push(...next.json)
    }
    return items
  }

  async function load(): Promise<ContentSnapshot> {
    const kinds = Object.keys(restBases) as PostKind[]
    const lists = await Promise.all(kinds.flatMap((kind) => localeCodes.map(async (locale) => ({ kind, locale, items: await list(kind, locale) }))))
    const posts: Post[] = []
    const moved: MovedSlug[] = []
    const images: ContentSnapshot['images'] = []
    const seen = new Set<string>()
    for (const { kind, locale, items } of lists) {
      for (const raw of items) {
        const result = mapWordPressPost(raw, kind, locale, origin)
        if (!isMapped(result)) {
          log(`${restBases[kind]} (${locale}) skipped ${result.skipped}`)
          continue
        }
        const { post } = result
        // A site that ignores `lang` sends every language in each list: each post is kept once, in its own.
        const id = `${kind}:${post.sourceId}`
        if (seen.has(id) || post.locale !== locale) continue
        seen.add(id)
        posts.push(post)
        moved.push(...result.moved)
        images.push(...result.images)
      }
    }
    // Two posts of one language may not share a slug: the newer one wins, the other is logged.
    posts.sort((a, b) => b.date.localeCompare(a.date) || (b.sourceId ?? 0) - (a.sourceId ?? 0))
    const bySlug = new Set<string>()
    const unique = posts.filter((post) => {
      const slug = `${post.kind}:${post.locale}:${post.slug}`
      if (!bySlug.has(slug)) return bySlug.add(slug)
      log(`${restBases[post.kind]} (${post.locale}) skipped #${post.sourceId}: the slug "${post.slug}" is taken by a newer post`)
      return false
    })
    // An old slug that another post now uses is that post's page, not a redirect.
    const live = new Set(unique.map((p) => `${p.kind}:${p.locale}:${p.slug}`))
    return { posts: unique, moved: moved.filter((m) => !live.has(`${m.kind}:${m.locale}:${m.from}`)), images }
  }

  async function readPreview(kind: PostKind, id: number): Promise<{ post: Post; images: SourceImage[] } | undefined> {
    if (!authorization) return undefined
    const base = `${restBases[kind]}/${id}`
    const [post, autosaves] = await Promise.all([
      get(base, { context: 'edit', _embed: EMBED }, true),
      get(`${base}/autosaves`, { context: 'edit' }, true).catch(() => ({ json: [] })),
    ])
    if (!post.json || typeof post.json !== 'object') return undefined
    const record = post.json as Record<string, unknown>
    // The latest revision: an autosave newer than the post carries the editor's unsaved title, excerpt and text.
    const newest = (Array.isArray(autosaves.json) ? autosaves.json : [])
      .filter((a): a is Record<string, unknown> => !!a && typeof a === 'object')
      .sort((a, b) => String(b.modified_gmt ?? '').localeCompare(String(a.modified_gmt ?? '')))[0]
    const latest = newest && String(newest.modified_gmt ?? '') > String(record.modified_gmt ?? '') ? { ...record, title: newest.title, excerpt: newest.excerpt, content: newest.content } : record
    const locale = (localeCodes as readonly string[]).includes(String(record.lang)) ? (record.lang as Locale) : localeCodes[0]!
    const result = mapWordPressPost(latest, kind, locale, origin)
    if (!isMapped(result)) {
      log(`preview of ${restBases[kind]} #${id} could not be shown: ${result.skipped}`)
      return undefined
    }
    return { post: result.post, images: result.images }
  }

  return {
    name: 'wordpress',
    origin,
    previewsEnabled: !!authorization,
    load,
    readPreview,
    async ping() {
      try {
        const response = await fetch(`${config.url}/wp-json/`, { method: 'HEAD', signal: AbortSignal.timeout(3000) })
        await response.body?.cancel()
        return response.ok
      } catch {
        return false
      }
    },
  }
}
