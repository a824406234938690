/**
 * `npm run content -- --export-to-wordpress`, for pages (decision 0069): the embedded documents become published
 * WordPress pages with their markup as written, their fields, their parents (a collection's page under the showcases
 * page) and their translations linked; the home page becomes the static front page; the notices are published with
 * their dates. Run again, it updates what it published instead of copying it.
 */
import { defaultLocale, localeCodes, type Locale } from '#app-config'
import type { Rest } from '../export.server'
import { contentPagePath, isContentPageName, noticeType, wordpressPageFields as fields } from './model'
import { noticeDocuments, pageDocuments, type RawDocument } from './documents.server'
import type { PageFrontMatter } from './model'

type Found = { id: number; slug: string; lang?: string }

/** What the export did, one line per page or notice (its ids by language). */
export type ExportLine = { what: 'page' | 'notice'; name: string; ids: Partial<Record<Locale, number>> }

/**
 * Every page (or notice) of a language, published or not: an earlier export's copy is found again by its slug, or by
 * the slug WordPress gave it when another language's page had taken it (`custom-made-2`).
 */
async function existing(rest: Rest, base: string, locale: Locale): Promise<Found[]> {
  const found: Found[] = []
  for (let page = 1; page <= 20; page++) {
    const list = (await rest('GET', `/wp/v2/${base}?lang=${locale}&status=any&context=edit&per_page=100&page=${page}`)) as unknown
    if (!Array.isArray(list) || list.length === 0) break
    found.push(...(list as Found[]))
    if (list.length < 100) break
  }
  return found.filter((item) => !item.lang || item.lang === locale)
}

/**
 * The markup with its featured story rows (`lumera/posts` with `source: featured`) naming the story they show, picked
 * by its slug in WordPress. The embedded site features the story `featuredStoryKey` names; WordPress has no such
 * setting and features its newest story, so a page exported as written would show another story. Picked, the page
 * shows the same story, and the editor sees which one and can pick another, or the newest again.
 */
export function pinFeaturedStory(markup: string, slug: string | undefined): string {
  if (!slug) return markup
  // A self-closing block comment: its attributes end at the first ` /-->` (WordPress escapes `--` inside them).
  return markup.replace(/<!-- wp:lumera\/posts (\{.*?\}) \/-->/g, (whole, json: string) => {
    let attrs: unknown
    try {
      attrs = JSON.parse(json)
    } catch {
      return whole
    }
    if (typeof attrs !== 'object' || attrs === null || (attrs as { source?: unknown }).source !== 'featured') return whole
    const { count: _count, ...rest } = attrs as Record<string, unknown>
    // Nothing here needs WordPress's escapes (`--`, `<`, `&`): the kind and source are words, a slug has single hyphens.
    return `<!-- wp:lumera/posts ${JSON.stringify({ ...rest, source: 'picked', posts: [slug] })} /-->`
  })
}

const taken = (items: readonly Found[], slug: string) => items.find((item) => item.slug === slug || new RegExp(`^${slug}-\\d+$`).test(item.slug))

/** The slug a page has in WordPress: the last segment of its path there, the home page's own. */
function slugOf(doc: RawDocument<PageFrontMatter>): string {
  if (!isContentPageName(doc.name)) return doc.front.slug!
  if (doc.name === 'index') return doc.locale === defaultLocale ? 'home' : `home-${doc.locale}`
  return contentPagePath(doc.name, doc.locale).split('/').pop()!
}

/** A spec page under another (`showcases/cake`): its parent's name, exported first. */
function parentOf(doc: RawDocument<PageFrontMatter>, byPath: Map<string, string>): string | undefined {
  if (!isContentPageName(doc.name) || doc.name === 'index') return undefined
  const path = contentPagePath(doc.name, doc.locale)
  return path.includes('/') ? byPath.get(`${doc.locale}:${path.slice(0, path.lastIndexOf('/'))}`) : undefined
}

/**
 * `featuredStories`: the WordPress slug, per language, of the story the embedded site features (the export of the
 * stories gives it); the pages' featured story rows name it (`pinFeaturedStory`).
 */
export async function exportPages(
  rest: Rest,
  root: string,
  report: (line: ExportLine) => void,
  featuredStories: Partial<Record<Locale, string>> = {},
): Promise<number> {
  const docs = pageDocuments(root)
  const byPath = new Map<string, string>()
  for (const { name, locale } of docs) if (isContentPageName(name) && name !== 'index') byPath.set(`${locale}:${contentPagePath(name, locale)}`, name)
  // Parents first: a collection's page needs its showcases page's id.
  const hasParent = (name: string) => docs.some((d) => d.name === name && parentOf(d, byPath))
  const names = [...new Set(docs.map((d) => d.name))].sort((a, b) => Number(hasParent(a)) - Number(hasParent(b)))
  const ids = new Map<string, number>()
  const known = new Map<Locale, Found[]>()
  let published = 0
  for (const name of names) {
    const versions: Partial<Record<Locale, number>> = {}
    for (const locale of localeCodes) {
      const doc = docs.find((d) => d.name === name && d.locale === locale)
      if (!doc) continue
      const items = known.get(locale) ?? (await existing(rest, 'pages', locale))
      known.set(locale, items)
      const slug = slugOf(doc)
      const parent = parentOf(doc, byPath)
      const { title, seoTitle, description, image, noindex, layout } = doc.front
      const body = {
        title,
        slug,
        status: 'publish',
        content: pinFeaturedStory(doc.markup, featuredStories[locale]),
        lang: locale,
        parent: parent ? (ids.get(`${locale}:${parent}`) ?? 0) : 0,
        meta: {
          [fields.layout]: layout ?? 'default',
          [fields.seoTitle]: seoTitle ?? '',
          [fields.seoDescription]: description ?? '',
          [fields.noindex]: noindex,
          ...(image ? { [fields.seoImage]: image } : {}),
        },
      }
      const found = taken(items, slug)
      const id = (await rest('POST', found ? `/wp/v2/pages/${found.id}` : '/wp/v2/pages', body)).id
      if (!found) items.push({ id, slug, lang: locale })
      ids.set(`${locale}:${name}`, id)
      versions[locale] = id
      published++
    }
    // The plugin writes the same links on every version.
    const [first] = Object.values(versions)
    if (first && Object.keys(versions).length > 1) await rest('POST', `/wp/v2/pages/${first}`, { translations: versions })
    report({ what: 'page', name, ids: versions })
  }
  const home = ids.get(`${defaultLocale}:index`)
  // The front page's translations are the home page of their languages (the plugin's `lumera_front`).
  if (home) await rest('POST', '/wp/v2/settings', { show_on_front: 'page', page_on_front: home })
  return published + (await exportNotices(rest, root, report))
}

async function exportNotices(rest: Rest, root: string, report: (line: ExportLine) => void): Promise<number> {
  const docs = noticeDocuments(root)
  let published = 0
  for (const name of new Set(docs.map((d) => d.name))) {
    const versions: Partial<Record<Locale, number>> = {}
    for (const doc of docs.filter((d) => d.name === name)) {
      // One slug per language: WordPress would otherwise rename the second one.
      const slug = `${name}-${doc.locale}`
      const found = taken(await existing(rest, noticeType.restBase, doc.locale), slug)
      const body = {
        title: doc.front.title,
        slug,
        status: 'publish',
        content: doc.markup,
        lang: doc.locale,
        meta: { [noticeType.startsAt]: doc.front.startsAt ?? '', [noticeType.endsAt]: doc.front.endsAt ?? '' },
      }
      versions[doc.locale] = (await rest('POST', found ? `/wp/v2/${noticeType.restBase}/${found.id}` : `/wp/v2/${noticeType.restBase}`, body)).id
      published++
    }
    const [first] = Object.values(versions)
    if (first && Object.keys(versions).length > 1) await rest('POST', `/wp/v2/${noticeType.restBase}/${first}`, { translations: versions })
    report({ what: 'notice', name, ids: versions })
  }
  return published
}
