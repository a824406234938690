/**
 * The one module that talks to WordPress's REST API for content (docs/decisions/0024). Published posts are read
 * without credentials, so nothing unpublished reaches a public page; a preview is read through the plugin's preview
 * route with the editor's signed link (decision 0067), so the site holds no WordPress password for it.
 */
import * as v from 'valibot'
import { localeCodes, type Locale } from '#app-config'
import type { ChangedPost, ContentSnapshot, ContentSource, SourceImage } from '#src/content/store.server.ts'
import { noticeType } from '#src/content/pages/model.ts'
import { mapPagePreview, mapPages, type MappedPages } from './pages.server'
import type { PagesSnapshot, SitePage } from '#src/content/pages/types.ts'
import { reportContentProblems } from './problems.server'
import type { Post, PostKind } from '#src/content/types.ts'
import type { PreviewToken } from '#src/content/previewLink.ts'
import { isMapped, mapWordPressPost, type MappedPost } from './mapping.server'
import { restBases } from './restBases'
import { newestAutosave, withUnsaved } from './unsaved'
import { assembleSnapshot, postKey, relinkedCounterparts, withPostsRead, type MappedPosts, type PostChange } from './snapshot.server'
import { log as logger } from '#src/platform/log.server.ts'

/**
 * `previews`: whether the site holds the preview key (WORDPRESS_PREVIEW_SECRET), without which no link is honoured;
 * `siteUrl`: the site's public address (an editor's link to it becomes a link inside the site).
 */
export type WordPressConfig = { url: string; previews?: boolean; timeoutMs?: number; siteUrl: string }

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
  /** A page as the link's editor sees it (a draft, unsaved blocks), with the role the published pages give it. */
  readPagePreview(token: PreviewToken, published: PagesSnapshot): Promise<{ page: SitePage; images: SourceImage[] } | undefined>
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

  async function list(base: string, locale: Locale, embed: boolean): Promise<unknown[]> {
    const query = (page: number) => ({
      lang: locale,
      per_page: String(PAGE_SIZE),
      page: String(page),
      orderby: 'date',
      order: 'desc',
      ...(embed ? { _embed: EMBED } : {}),
    })
    const first = await get(base, query(1))
    if (!Array.isArray(first.json)) throw new WordPressError(`WordPress sent no list for ${base}`)
    const items = [...first.json]
    for (let page = 2; page <= Math.min(first.totalPages, MAX_PAGES); page++) {
      const next = await get(base, query(page))
      if (Array.isArray(next.json)) items.push(...next.json)
    }
    return items
  }

  const pageContext = { siteOrigin: new URL(config.siteUrl).origin, mediaOrigin: origin }

  /** Every published page and notice, in every language (a few dozen: read whole whenever one changes). */
  async function loadPages(): Promise<MappedPages> {
    const [pages, notices] = await Promise.all(
      ['pages', noticeType.restBase].map((base) => Promise.all(localeCodes.map(async (locale) => ({ locale, items: await list(base, locale, false) })))),
    )
    const mapped = mapPages(pages!, notices!, pageContext)
    reportContentProblems(mapped.problems)
    return mapped
  }

  let last: MappedPosts | undefined
  let lastPages: MappedPages | undefined

  const withPages = (snapshot: ContentSnapshot, pages: MappedPages): ContentSnapshot => ({
    ...snapshot,
    images: [...snapshot.images, ...pages.images.map((src) => ({ src }))],
    pages: pages.snapshot,
  })

  async function load(): Promise<ContentSnapshot> {
    const kinds = Object.keys(restBases) as PostKind[]
    const pagesRead = loadPages()
    const lists = await Promise.all(kinds.flatMap((kind) => localeCodes.map(async (locale) => ({ kind, locale, items: await list(restBases[kind], locale, true) }))))
    const mapped = new Map<string, MappedPost>()
    for (const { kind, locale, items } of lists) {
      for (const result of mapAll(items, kind, locale)) {
        // A site that ignores `lang` sends every language in each list: each post is kept once, in its own.
        const key = postKey({ kind, id: result.post.sourceId! })
        if (!mapped.has(key) && result.post.locale === locale) mapped.set(key, result)
      }
    }
    last = mapped
    lastPages = await pagesRead
    return withPages(assembleSnapshot(mapped, log), lastPages)
  }

  async function loadChanged(changed: readonly ChangedPost[]): Promise<ContentSnapshot> {
    if (!last || !lastPages) return load()
    const pagesChanged = changed.some((post) => post.kind === 'page' || post.kind === 'notice')
    const posts = changed.filter((post): post is PostChange => post.kind === 'story' || post.kind === 'article')
    const [snapshot, pages] = await Promise.all([posts.length ? readChangedPosts(posts, last) : assembleSnapshot(last, log), pagesChanged ? loadPages() : lastPages])
    lastPages = pages
    return withPages(snapshot, pages)
  }

  async function readChangedPosts(changed: readonly PostChange[], previous: MappedPosts): Promise<ContentSnapshot> {
    const read = [...new Map(changed.map((post) => [postKey(post), post])).values()]
    const found = await fetchPublished(read)
    const relinked = relinkedCounterparts(read, previous, found)
    const foundRelinked = relinked.length > 0 ? await fetchPublished(relinked) : new Map<string, MappedPost>()
    const next = withPostsRead(withPostsRead(previous, read, found), relinked, foundRelinked)
    last = next
    return assembleSnapshot(next, log)
  }

  async function fetchPublished(posts: readonly PostChange[]): Promise<Map<string, MappedPost>> {
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

  /** The plugin's preview route's answer for a signed link (decision 0067), or undefined when it refuses it. */
  async function readPreviewAnswer(label: string, token: PreviewToken): Promise<v.InferOutput<typeof PreviewAnswer> | undefined> {
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
      log(`preview of ${label} #${id} refused by WordPress: ${response.status} (${code})`)
      return undefined
    }
    const answer = v.safeParse(PreviewAnswer, parseJson(body))
    if (!answer.success) {
      log(`preview of ${label} #${id}: WordPress sent no preview`)
      return undefined
    }
    return answer.output
  }

  async function readPreview(kind: PostKind, token: PreviewToken): Promise<{ post: Post; images: SourceImage[] } | undefined> {
    const answer = await readPreviewAnswer(restBases[kind], token)
    if (!answer) return undefined
    const record = answer.post
    const locale = (localeCodes as readonly string[]).includes(String(record.lang)) ? (record.lang as Locale) : localeCodes[0]!
    const unsaved = newestAutosave(record, answer.autosave ? [answer.autosave] : [])
    const result = mapWordPressPost(withUnsaved(record, unsaved, token.cover, answer.cover ?? undefined), kind, locale, origin, { preview: true })
    if (!isMapped(result)) {
      log(`preview of ${restBases[kind]} #${token.preview_id} could not be shown: ${result.skipped}`)
      return undefined
    }
    return { post: result.post, images: result.images }
  }

  async function readPagePreview(token: PreviewToken, published: PagesSnapshot): Promise<{ page: SitePage; images: SourceImage[] } | undefined> {
    const answer = await readPreviewAnswer('pages', token)
    if (!answer) return undefined
    const record = answer.post
    const result = mapPagePreview(withUnsaved(record, newestAutosave(record, answer.autosave ? [answer.autosave] : []), undefined, undefined), published, pageContext)
    if ('skipped' in result) {
      log(`preview of page #${token.preview_id} could not be shown: ${result.skipped}`)
      return undefined
    }
    reportContentProblems(result.problems)
    return { page: result.page, images: result.images.map((src) => ({ src })) }
  }

  return {
    name: 'wordpress',
    origin,
    previewsEnabled: !!config.previews,
    load,
    loadChanged,
    readPreview,
    readPagePreview,
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

