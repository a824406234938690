/**
 * The one module that talks to WordPress's REST API for content (docs/decisions/0024). Published posts are read
 * without credentials, so nothing unpublished reaches a public page; a preview is read through the plugin's preview
 * route with the editor's signed link (decision 0067), so the site holds no WordPress password for it.
 */
import * as v from 'valibot'
import { localeCodes, type Locale } from '#app-config'
import type { ChangedPost, ContentSnapshot, ContentSource, SourceImage } from '#src/content/store.server.ts'
import type { Post, PostKind } from '#src/content/types.ts'
import type { PreviewToken } from '#src/content/previewLink.ts'
import { isMapped, mapWordPressPost, type MappedPost } from './mapping.server'
import { restBases } from './restBases'
import { newestAutosave, withUnsaved } from './unsaved'
import { assembleSnapshot, postKey, relinkedCounterparts, withPostsRead, type MappedPosts } from './snapshot.server'
import { log as logger } from '#src/platform/log.server.ts'

/** `previews`: whether the site holds the preview key (WORDPRESS_PREVIEW_SECRET), without which no link is honoured. */
export type WordPressConfig = { url: string; previews?: boolean; timeoutMs?: number }

/** Upper bound of pages followed per list, whatever `X-WP-TotalPages` says (100 posts a page). */
const MAX_PAGES = 20
const PAGE_SIZE = 100
const EMBED = 'wp:featuredmedia,wp:term'

class WordPressError extends Error {}

/** The plugin's preview route: the post as the editor sees it (`context=edit`), their own autosave, the unsaved cover. */
const PreviewAnswer = v.object({
  post: v.record(v.string(), v.unknown()),
  autosave: v.nullish(v.record(v.string(), v.unknown())),
  cover: v.nullish(v.record(v.string(), v.unknown())),
})

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const chunks = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))

export type WordPressSource = ContentSource & {
  readonly previewsEnabled: boolean
  /** The post as the link's editor sees it (drafts, their unsaved changes), with the unsaved cover the link names (0: none). */
  readPreview(kind: PostKind, token: PreviewToken): Promise<{ post: Post; images: SourceImage[] } | undefined>
}

export function wordPressSource(config: WordPressConfig, log: (message: string) => void = (m) => logger().warn({ module: 'content' }, m)): WordPressSource {
  const origin = new URL(config.url).origin
  const timeoutMs = config.timeoutMs ?? 8000

  async function get(path: string, query: Record<string, string>): Promise<{ json: unknown; totalPages: number; status: number }> {
    const url = new URL(`${config.url}/wp-json/wp/v2/${path}`)
    url.search = new URLSearchParams(query).toString()
    const response = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
    const body = await response.text()
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

  let last: MappedPosts | undefined

  async function load(): Promise<ContentSnapshot> {
    const kinds = Object.keys(restBases) as PostKind[]
    const lists = await Promise.all(kinds.flatMap((kind) => localeCodes.map(async (locale) => ({ kind, locale, items: await list(kind, locale) }))))
    const mapped = new Map<string, MappedPost>()
    for (const { kind, locale, items } of lists) {
      for (const result of mapAll(items, kind, locale)) {
        // A site that ignores `lang` sends every language in each list: each post is kept once, in its own.
        const key = postKey({ kind, id: result.post.sourceId! })
        if (!mapped.has(key) && result.post.locale === locale) mapped.set(key, result)
      }
    }
    last = mapped
    return assembleSnapshot(mapped, log)
  }

  async function loadChanged(changed: readonly ChangedPost[]): Promise<ContentSnapshot> {
    if (!last) return load()
    const read = [...new Map(changed.map((post) => [postKey(post), post])).values()]
    const found = await fetchPublished(read)
    const relinked = relinkedCounterparts(read, last, found)
    const foundRelinked = relinked.length > 0 ? await fetchPublished(relinked) : new Map<string, MappedPost>()
    const next = withPostsRead(withPostsRead(last, read, found), relinked, foundRelinked)
    last = next
    return assembleSnapshot(next, log)
  }

  async function fetchPublished(posts: readonly ChangedPost[]): Promise<Map<string, MappedPost>> {
    const groups = new Map<string, { kind: PostKind; locale: Locale; ids: number[] }>()
    for (const post of posts) {
      for (const locale of post.locale ? [post.locale] : localeCodes) {
        const group = groups.get(`${post.kind}:${locale}`) ?? { kind: post.kind, locale, ids: [] }
        group.ids.push(post.id)
        groups.set(`${post.kind}:${locale}`, group)
      }
    }
    const requests = [...groups.values()].flatMap(({ kind, locale, ids }) =>
      chunks(ids, PAGE_SIZE).map(async (part) => {
        const answer = await get(restBases[kind], { lang: locale, include: part.join(','), per_page: String(PAGE_SIZE), _embed: EMBED })
        if (!Array.isArray(answer.json)) throw new WordPressError(`WordPress sent no list for ${restBases[kind]}`)
        return { kind, locale, items: answer.json }
      }),
    )
    const found = new Map<string, MappedPost>()
    for (const { kind, locale, items } of await Promise.all(requests)) {
      for (const result of mapAll(items, kind, locale)) {
        const key = postKey({ kind, id: result.post.sourceId! })
        // Asked in every language, a post without `lang` comes back in each: the first language keeps it.
        if (!found.has(key)) found.set(key, result)
      }
    }
    return found
  }

  function mapAll(items: unknown[], kind: PostKind, locale: Locale): MappedPost[] {
    return items.flatMap((raw) => {
      const result = mapWordPressPost(raw, kind, locale, origin)
      if (isMapped(result)) return [result]
      log(`${restBases[kind]} (${locale}) skipped ${result.skipped}`)
      return []
    })
  }

  async function readPreview(kind: PostKind, token: PreviewToken): Promise<{ post: Post; images: SourceImage[] } | undefined> {
    if (!config.previews) return undefined
    const { preview_id: id, user, expires, cover, signature } = token
    const response = await fetch(`${config.url}/wp-json/lumera/v1/preview`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, user, expires, ...(cover === undefined ? {} : { cover }), signature }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await response.text()
    if (!response.ok) {
      // 403: the link no longer works there (the editor lost the right, the key changed); 404: the post is gone.
      const code = /"code"\s*:\s*"([^"]{1,80})"/.exec(body)?.[1] ?? 'unknown'
      log(`preview of ${restBases[kind]} #${id} refused by WordPress: ${response.status} (${code})`)
      return undefined
    }
    const answer = v.safeParse(PreviewAnswer, parseJson(body))
    if (!answer.success) {
      log(`preview of ${restBases[kind]} #${id}: WordPress sent no preview`)
      return undefined
    }
    const record = answer.output.post
    const locale = (localeCodes as readonly string[]).includes(String(record.lang)) ? (record.lang as Locale) : localeCodes[0]!
    const unsaved = newestAutosave(record, answer.output.autosave ? [answer.output.autosave] : [])
    const result = mapWordPressPost(withUnsaved(record, unsaved, cover, answer.output.cover ?? undefined), kind, locale, origin, { preview: true })
    if (!isMapped(result)) {
      log(`preview of ${restBases[kind]} #${id} could not be shown: ${result.skipped}`)
      return undefined
    }
    return { post: result.post, images: result.images }
  }

  return {
    name: 'wordpress',
    origin,
    previewsEnabled: !!config.previews,
    load,
    loadChanged,
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

