/**
 * WordPress pages and notices mapped to the site's (decision 0069): which page is which (the front page, a spec page's
 * path in any language, a page of its own), their fields, and their blocks checked and sanitised. Bad content is left
 * out and reported once; a page whose blocks are all unusable is served from the embedded document (or not at all).
 */
import * as v from 'valibot'
import { localeCodes, type Locale } from '#app-config'
import { Picture } from '#src/blocks/model.ts'
import type { BlockProblem } from '#src/blocks/validate.ts'
import { assembleBlocks, assembleNotice, type AssembleContext } from '#src/content/pages/assemble.server.ts'
import { contentPageForPath, pageLayouts, reservedSlugs, type ContentPageName } from '#src/content/pages/model.ts'
import type { MovedPage, Notice, PageFallback, PagesSnapshot, SitePage } from '#src/content/pages/types.ts'
import { URL_SLUG_PATTERN } from '#src/site/slug.ts'
import { htmlToText, translationIds } from './mapping.server'

const Rendered = v.object({ rendered: v.string() })

const WordPressPage = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.string(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T/)),
  parent: v.optional(v.number(), 0),
  title: Rendered,
  lang: v.optional(v.string()),
  translations: v.optional(v.unknown()),
  meta: v.optional(v.unknown()),
  old_slugs: v.optional(v.unknown()),
  lumera_markup: v.optional(v.string(), ''),
  lumera_path: v.optional(v.string(), ''),
  lumera_front: v.optional(v.boolean(), false),
})
type WordPressPage = v.InferOutput<typeof WordPressPage>

const SeoMeta = v.object({
  lumera_layout: v.optional(v.fallback(v.picklist(pageLayouts), 'default'), 'default'),
  lumera_seo_title: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''), ''),
  lumera_seo_description: v.optional(v.fallback(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''), ''),
  lumera_seo_image: v.optional(v.fallback(v.nullable(Picture), null), null),
  lumera_seo_noindex: v.optional(v.fallback(v.boolean(), false), false),
})

const NoticeMeta = v.object({
  lumera_starts_at: v.optional(v.fallback(v.string(), ''), ''),
  lumera_ends_at: v.optional(v.fallback(v.string(), ''), ''),
})

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** What a read found wrong, named so an operator can find it: the page, the block, why. */
export type ContentProblem = { id: number; what: string; reason: string }

/** A WordPress page as read, before its translations decide its role. */
type ReadPage = {
  wp: WordPressPage
  locale: Locale
  translations: Partial<Record<Locale, number>>
  assembled: ReturnType<typeof assembleBlocks>
  role: ContentPageName | 'own' | undefined
}

function readPage(raw: unknown, locale: Locale, context: AssembleContext, problems: ContentProblem[]): ReadPage | undefined {
  const parsed = v.safeParse(WordPressPage, raw)
  const id = typeof record(raw).id === 'number' ? (record(raw).id as number) : 0
  if (!parsed.success) {
    problems.push({ id, what: 'page', reason: parsed.issues.map((i) => `${v.getDotPath(i) ?? '(page)'} ${i.message}`).join('; ') })
    return undefined
  }
  const wp = parsed.output
  const lang = localeCodes.find((code) => code === wp.lang) ?? locale
  const path = wp.lumera_path.replace(/^\/+|\/+$/g, '')
  const role = wp.lumera_front ? 'index' : contentPageForPath(path) ?? (wp.parent === 0 && !path.includes('/') ? 'own' : undefined)
  const assembled = assembleBlocks(wp.lumera_markup, context)
  for (const problem of assembled.problems) problems.push({ id: wp.id, what: problem.block, reason: problem.reason })
  return { wp, locale: lang, translations: { ...translationIds(wp.translations), [lang]: wp.id }, assembled, role }
}

function seoOf(meta: unknown, mediaOrigin: string | undefined) {
  const seo = v.parse(SeoMeta, record(meta))
  const image = seo.lumera_seo_image
  const servable = image && mediaOrigin && /^https?:/.test(image.src) && new URL(image.src).origin === new URL(mediaOrigin).origin ? image : undefined
  return {
    layout: seo.lumera_layout,
    seo: {
      ...(seo.lumera_seo_title ? { title: htmlToText(seo.lumera_seo_title) } : {}),
      ...(seo.lumera_seo_description ? { description: htmlToText(seo.lumera_seo_description) } : {}),
      ...(servable ? { image: servable } : {}),
      noindex: seo.lumera_seo_noindex,
    },
  }
}

export type MappedPages = { snapshot: PagesSnapshot; images: string[]; problems: ContentProblem[] }

/**
 * Pages and notices read from WordPress (every language's lists), as the snapshot the site serves. A spec page with
 * no usable block is left out (the embedded document is served in its place) and named in `fallbacks`.
 */
export function mapPages(
  rawPages: ReadonlyArray<{ locale: Locale; items: unknown[] }>,
  rawNotices: ReadonlyArray<{ locale: Locale; items: unknown[] }>,
  context: AssembleContext,
): MappedPages {
  const problems: ContentProblem[] = []
  const read = new Map<number, ReadPage>()
  for (const { locale, items } of rawPages) {
    for (const raw of items) {
      const page = readPage(raw, locale, context, problems)
      // A site that ignores `lang` sends every language in each list: each page is kept once, in its own.
      if (page && !read.has(page.wp.id) && page.locale === locale) read.set(page.wp.id, page)
    }
  }
  // A page's translations share its role: the one the front page or a spec page's path gives any of them.
  const roleOfGroup = new Map<number, ContentPageName>()
  const groupOf = (page: ReadPage) => Math.min(...Object.values(page.translations))
  for (const page of read.values()) {
    if (!page.role || page.role === 'own') continue
    // The front page wins over a path: a translation of the home page may have any slug.
    if (roleOfGroup.get(groupOf(page)) !== 'index') roleOfGroup.set(groupOf(page), page.role)
  }
  const reserved = new Set(reservedSlugs())
  const pages: SitePage[] = []
  const moved: MovedPage[] = []
  const fallbacks: PageFallback[] = []
  const images: string[] = []
  const taken = new Set<string>()
  // Newest first: of two pages of one language with one role or slug, the newer wins.
  for (const page of [...read.values()].sort((a, b) => b.wp.date.localeCompare(a.wp.date) || b.wp.id - a.wp.id)) {
    const { wp, locale, assembled } = page
    const role = roleOfGroup.get(groupOf(page)) ?? page.role
    if (!role) {
      problems.push({ id: wp.id, what: 'page', reason: `the child page ${wp.lumera_path} is no page of the site: not shown` })
      continue
    }
    const slug = role === 'own' ? wp.slug : ''
    if (role === 'own' && (!URL_SLUG_PATTERN.test(slug) || reserved.has(slug))) {
      problems.push({ id: wp.id, what: 'page', reason: `the slug "${slug}" is the site's: not shown` })
      continue
    }
    const place = `${locale}:${role === 'own' ? `/${slug}` : role}`
    if (taken.has(place)) {
      problems.push({ id: wp.id, what: 'page', reason: `a newer page is ${role === 'own' ? `at /${slug}` : `the ${role} page`} in ${locale}` })
      continue
    }
    taken.add(place)
    if (assembled.blocks.length === 0) {
      // Nothing usable: a spec page shows its embedded document (the store's lookup falls through to it).
      fallbacks.push({ key: role === 'own' ? `wp-${groupOf(page)}` : role, locale, sourceId: wp.id, servedEmbedded: role !== 'own' })
      continue
    }
    const fields = seoOf(wp.meta, context.mediaOrigin)
    pages.push({
      key: role === 'own' ? `wp-${groupOf(page)}` : role,
      role,
      locale,
      slug,
      title: htmlToText(wp.title.rendered) || slug || role,
      layout: role === 'own' ? fields.layout : 'default',
      seo: fields.seo,
      blocks: assembled.blocks,
      sourceId: wp.id,
    })
    images.push(...assembled.images, ...(fields.seo.image ? [fields.seo.image.src] : []))
    if (role === 'own' && Array.isArray(wp.old_slugs)) {
      for (const from of new Set(wp.old_slugs)) {
        if (typeof from === 'string' && from !== slug && URL_SLUG_PATTERN.test(from)) moved.push({ locale, from, to: slug })
      }
    }
  }
  // An old address another page now has is that page, not a redirect.
  const live = new Set(pages.filter((p) => p.role === 'own').map((p) => `${p.locale}:${p.slug}`))
  const notices = mapNotices(rawNotices, context, problems, images)
  return { snapshot: { pages, notices, moved: moved.filter((m) => !live.has(`${m.locale}:${m.from}`)), fallbacks }, images, problems }
}

function mapNotices(
  rawNotices: ReadonlyArray<{ locale: Locale; items: unknown[] }>,
  context: AssembleContext,
  problems: ContentProblem[],
  images: string[],
): Notice[] {
  const notices = new Map<number, Notice>()
  for (const { locale, items } of rawNotices) {
    for (const raw of items) {
      const parsed = v.safeParse(WordPressPage, raw)
      if (!parsed.success) {
        problems.push({ id: Number(record(raw).id) || 0, what: 'notice', reason: parsed.issues.map((i) => i.message).join('; ') })
        continue
      }
      const wp = parsed.output
      const lang = localeCodes.find((code) => code === wp.lang) ?? locale
      if (notices.has(wp.id) || lang !== locale) continue
      const assembled = assembleNotice(wp.lumera_markup, context)
      for (const problem of assembled.problems) problems.push({ id: wp.id, what: problem.block, reason: problem.reason })
      const [block] = assembled.blocks
      if (!block) continue
      images.push(...assembled.images)
      const meta = v.parse(NoticeMeta, record(wp.meta))
      const time = (iso: string) => {
        const at = iso ? Date.parse(iso) : NaN
        return Number.isFinite(at) ? at : undefined
      }
      const startsAt = time(meta.lumera_starts_at)
      const endsAt = time(meta.lumera_ends_at)
      const translations = { ...translationIds(wp.translations), [lang]: wp.id }
      notices.set(wp.id, {
        kind: block.name === 'lumera/announcement' ? 'announcement' : 'green-diploma',
        key: `wp-${Math.min(...Object.values(translations))}`,
        locale: lang,
        block,
        ...(startsAt !== undefined ? { startsAt } : {}),
        ...(endsAt !== undefined ? { endsAt } : {}),
        date: wp.date,
        sourceId: wp.id,
      })
    }
  }
  return [...notices.values()]
}

/**
 * A page as its preview shows it (`context=edit`, with the editor's unsaved blocks): its words from `content.raw`, its
 * role from the front page, its path, or the published page it translates; a draft with no path yet is a page of its own.
 */
export function mapPagePreview(
  raw: Record<string, unknown>,
  published: PagesSnapshot,
  context: AssembleContext,
): { page: SitePage; problems: ContentProblem[]; images: string[] } | { skipped: string } {
  const problems: ContentProblem[] = []
  const content = record(raw.content)
  const markup = typeof content.raw === 'string' ? content.raw : ''
  const locale = localeCodes.find((code) => code === raw.lang) ?? localeCodes[0]!
  const read = readPage({ ...raw, lumera_markup: markup }, locale, context, problems)
  if (!read) return { skipped: problems.map((p) => p.reason).join('; ') }
  const translated = published.pages.find((p) => p.role !== 'own' && p.sourceId !== undefined && Object.values(read.translations).includes(p.sourceId))
  const role = read.role && read.role !== 'own' ? read.role : (translated?.role ?? 'own')
  const slug = role === 'own' ? read.wp.slug || (typeof raw.generated_slug === 'string' ? raw.generated_slug : '') || 'draft' : ''
  const fields = seoOf(read.wp.meta, context.mediaOrigin)
  return {
    page: {
      key: role === 'own' ? `wp-${Math.min(...Object.values(read.translations))}` : role,
      role,
      locale: read.locale,
      slug,
      title: htmlToText(read.wp.title.rendered) || slug,
      layout: role === 'own' ? fields.layout : 'default',
      seo: { ...fields.seo, noindex: true },
      blocks: read.assembled.blocks,
      sourceId: read.wp.id,
    },
    problems,
    images: [...read.assembled.images, ...(fields.seo.image ? [fields.seo.image.src] : [])],
  }
}

/** A problem described for the log and error reports (never a page's words). */
export const describeProblem = (problem: ContentProblem | (BlockProblem & { id: number })) =>
  `${'what' in problem ? problem.what : problem.block} of WordPress #${problem.id}: ${problem.reason}`
