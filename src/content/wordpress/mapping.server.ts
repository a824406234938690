/**
 * WordPress posts and customer stories mapped to the site's `Post` (the table: docs/content.md, decision 0024).
 * A post without slug, title or date is skipped and logged; never throws on what WordPress sends.
 */
import * as v from 'valibot'
import { categories, localeCodes, storeApi, type Category, type Locale } from '#app-config'
import { formatDate } from '#src/content/formatDate.ts'
import { readingMinutes } from '#src/content/parse.ts'
import type { MovedSlug, SourceImage } from '#src/content/store.server.ts'
import type { CoverImage, Post, PostKind } from '#src/content/types.ts'
import { isOnOrigin } from '#src/lib/origin.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { sanitizePostHtml } from './sanitize.server'


/** What a post without a featured image shows: the brand's drawing. */
export const FALLBACK_COVER: CoverImage = { src: '/images/og-default.svg', alt: '', width: 1200, height: 630 }

const DESCRIPTION_MAX = 200

const Rendered = v.object({ rendered: v.string() })
const Slug = v.pipe(v.string(), v.regex(URL_SLUG_PATTERN))

const Media = v.object({
  id: v.optional(v.number()),
  source_url: v.pipe(v.string(), v.url()),
  alt_text: v.optional(v.string(), ''),
  modified_gmt: v.optional(v.string()),
  media_details: v.optional(
    v.object({ width: v.optional(v.number()), height: v.optional(v.number()), filesize: v.optional(v.number()) }),
    {},
  ),
})

const Term = v.object({ taxonomy: v.string(), slug: v.string() })

const WordPressPostSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.string(),
  generated_slug: v.optional(v.string()),
  date: v.pipe(
    v.string(),
    v.check((d) => /^\d{4}-\d{2}-\d{2}T/.test(d), 'date must be ISO'),
  ),
  modified_gmt: v.optional(v.string()),
  title: Rendered,
  excerpt: v.optional(Rendered),
  // `protected`: the post has a password; WordPress then sends its text to nobody without it, so the site shows none of it.
  content: v.object({ rendered: v.string(), protected: v.optional(v.boolean()) }),
  lang: v.optional(v.string()),
  translations: v.optional(v.unknown()),
  meta: v.optional(v.unknown()),
  old_slugs: v.optional(v.unknown()),
  yoast_head_json: v.optional(v.unknown()),
  _embedded: v.optional(v.unknown()),
})
type WordPressPost = v.InferOutput<typeof WordPressPostSchema>

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', euro: '€', deg: '°' }

/** HTML (a rendered title or excerpt) as plain text: tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
      if (code[0] !== '#') return named[code.toLowerCase()] ?? whole
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** A description of at most 200 characters, cut at a word, without WordPress's "[…]". */
export function shortDescription(text: string): string {
  const clean = text.replace(/\s*\[…\]\s*$/, '').trim()
  if (clean.length <= DESCRIPTION_MAX) return clean
  const cut = clean.slice(0, DESCRIPTION_MAX - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).replace(/[\s,;:.–-]+$/, '')}…`
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const metaText = (meta: Record<string, unknown>, name: string) => {
  const value = meta[name]
  return typeof value === 'string' && value.trim() ? htmlToText(value).slice(0, 120) : undefined
}

/** `lumera_products`: a list of product slugs, or one comma-separated string of them. */
function productSlugs(meta: Record<string, unknown>): string[] {
  const value = meta.lumera_products
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return [...new Set(list.filter((s): s is string => typeof s === 'string').map((s) => s.trim()).filter((s) => URL_SLUG_PATTERN.test(s)))]
}

export function translationIds(value: unknown): Partial<Record<Locale, number>> {
  const ids: Partial<Record<Locale, number>> = {}
  for (const [locale, id] of Object.entries(record(value))) {
    if ((localeCodes as readonly string[]).includes(locale) && Number.isInteger(id) && (id as number) > 0) ids[locale as Locale] = id as number
  }
  return ids
}

function embedded(post: WordPressPost, rel: string): unknown[] {
  const value = record(post._embedded)[rel]
  return Array.isArray(value) ? value : []
}

function cover(post: WordPressPost, origin: string): CoverImage | undefined {
  const media = v.safeParse(Media, embedded(post, 'wp:featuredmedia')[0])
  if (!media.success || !isOnOrigin(media.output.source_url, origin)) return undefined
  const { source_url, alt_text, media_details, modified_gmt, id } = media.output
  if (!media_details.width || !media_details.height) return undefined
  // The URL changes when the file does; a replaced file of the same name still changes size or date.
  const version = [id, modified_gmt, media_details.filesize].filter((x) => x !== undefined).join('-') || undefined
  return {
    src: source_url,
    alt: htmlToText(alt_text),
    width: media_details.width,
    height: media_details.height,
    ...(version ? { version } : {}),
    ...(id !== undefined ? { mediaId: id } : {}),
  }
}

function category(post: WordPressPost): Category | null {
  const terms = embedded(post, 'wp:term')
    .flat()
    .flatMap((t) => {
      const term = v.safeParse(Term, t)
      return term.success && term.output.taxonomy === 'category' ? [term.output.slug.toLowerCase()] : []
    })
  for (const slug of terms) {
    const found = categories.find((c) => (storeApi.categoryAliases[c] as readonly string[]).includes(slug))
    if (found) return found
  }
  return null
}

/** A mapped post, its moved slugs and photos, and its versions by language (itself included): a partial read follows them. */
export type MappedPost = { post: Post; moved: MovedSlug[]; images: SourceImage[]; translations: Partial<Record<Locale, number>> }

/**
 * One WordPress post as the site's Post, or why it is skipped; its own `lang` wins over the `locale` it was asked in.
 * A password-protected post is skipped (decision 0067), but in the preview of an editor who may read it.
 */
export function mapWordPressPost(
  raw: unknown,
  kind: PostKind,
  locale: Locale,
  origin: string,
  { preview = false }: { preview?: boolean } = {},
): MappedPost | { skipped: string } {
  const parsed = v.safeParse(WordPressPostSchema, raw)
  if (!parsed.success) {
    const id = typeof record(raw).id === 'number' ? `#${record(raw).id}` : 'a post'
    return { skipped: `${id}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(post)'} ${i.message}`).join('; ')}` }
  }
  const wp = parsed.output
  if (wp.content.protected && !preview) return { skipped: `#${wp.id}: password-protected` }
  const slug = wp.slug || wp.generated_slug || ''
  if (!URL_SLUG_PATTERN.test(slug)) return { skipped: `#${wp.id}: no usable slug` }
  const title = htmlToText(wp.title.rendered)
  if (!title) return { skipped: `#${wp.id}: no title` }
  const lang = (localeCodes as readonly string[]).includes(wp.lang ?? '') ? (wp.lang as Locale) : locale
  const date = wp.date.slice(0, 10)
  if (!isCalendarDate(date)) return { skipped: `#${wp.id}: invalid date` }
  const meta = record(wp.meta)
  const body = sanitizePostHtml(wp.content.rendered, { origin, locale: lang })
  const seo = record(wp.yoast_head_json).description
  const excerpt = htmlToText(wp.excerpt?.rendered ?? '')
  const description = shortDescription(typeof seo === 'string' && seo.trim() ? htmlToText(seo) : excerpt || body.text)
  const translations = { ...translationIds(wp.translations), [lang]: wp.id }
  const photo = cover(wp, origin)
  const client = metaText(meta, 'lumera_client')
  const location = metaText(meta, 'lumera_location')
  const post: Post = {
    kind,
    key: `wp-${Math.min(...Object.values(translations))}`,
    slug,
    locale: lang,
    title,
    description,
    date,
    dateLabel: formatDate(date, lang),
    readingMinutes: readingMinutes(body.text),
    category: category(wp),
    cover: photo ?? FALLBACK_COVER,
    products: productSlugs(meta),
    ...(client ? { client } : {}),
    ...(location ? { location } : {}),
    html: body.html,
    sourceId: wp.id,
  }
  const oldSlugs = Array.isArray(wp.old_slugs) ? wp.old_slugs.filter((s): s is string => typeof s === 'string' && v.is(Slug, s) && s !== slug) : []
  return {
    post,
    moved: [...new Set(oldSlugs)].map((from) => ({ kind, locale: lang, from, to: slug })),
    images: [...(photo ? [{ src: photo.src, ...(photo.version ? { version: photo.version } : {}) }] : []), ...body.images.map((src) => ({ src }))],
    translations,
  }
}

export const isMapped = (result: MappedPost | { skipped: string }): result is MappedPost => 'post' in result

/** `YYYY-MM-DD` naming a real day: valibot's isoDate takes 2026-02-30, which would show as 2 March. */
function isCalendarDate(date: string): boolean {
  if (!v.is(v.pipe(v.string(), v.isoDate()), date)) return false
  return new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)
}
