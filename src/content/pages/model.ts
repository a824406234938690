/**
 * Pages made of blocks (decision 0069): which page is which, the fields a page has besides its blocks, and the names
 * WordPress gives them. A plain module: the site, the build and the tests read it; the plugin's copy of the reserved
 * slugs is checked against it (`wordpress/lumera-site/reserved-slugs.json`).
 */
import * as v from 'valibot'
import { localeCodes, type Locale } from '#app-config'
import { localePrefix } from '#src/i18n/locale.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pagePaths, routeNames, type PagePath, type RouteName } from '#src/i18n/routes.ts'
import { Picture } from '#src/blocks/model.ts'

/**
 * The spec's pages whose words are content: each is one document per language (or the WordPress page whose path is
 * the page's path in a language, or the static front page for `index`). The route stays the site's: its address,
 * its layout, and the parts only the site knows (a collection's models, the custom made pages' start-project form).
 */
export const contentPages = [
  'index',
  'about',
  'sustainability',
  'custom-made',
  'showcases',
  'showcases-custom-made',
  'showcases-bakery',
  'showcases-icecream',
  'showcases-wine',
  'showcases-meat',
  'showcases-chocolate',
] as const satisfies ReadonlyArray<RouteName>
export type ContentPageName = (typeof contentPages)[number]

export const isContentPageName = (value: string): value is ContentPageName => (contentPages as readonly string[]).includes(value)

/** A page's public path in a language without the locale prefix and the slashes around it: `vetrine-refrigerate/dolci`. */
const bare = (page: PagePath, locale: Locale) => publicPath(page, locale).slice(localePrefix(locale).length).replace(/^\/+|\/+$/g, '')

/** A spec page's path in a language, as a WordPress page's path (`get_page_uri`) would be: `about-us`, `vetrine-refrigerate/dolci`. */
export function contentPagePath(name: ContentPageName, locale: Locale): string {
  return bare(routeNames[name], locale)
}

/**
 * The spec page a WordPress page's path names, in any language (a page's translation shares its page's role), or
 * undefined: a page of its own. `index` is never matched by path: the front page is WordPress's setting.
 */
export function contentPageForPath(path: string): ContentPageName | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (!wanted) return undefined
  return contentPages.find((name) => name !== 'index' && localeCodes.some((locale) => contentPagePath(name, locale) === wanted))
}

/** Top-level names the server answers itself, outside the route table (the API, built scripts, public folders). */
const serverPaths = ['api', 'assets', 'images', 'videos', '_serverfn', 'sitemap', 'robots', 'favicon'] as const

/**
 * Slugs a page of its own may not have: the first segment of every route of the site in every language (a page
 * there would never be reached), the locale codes, and the server's own paths. A spec page's own path is not in it:
 * that page is its content. The plugin refuses these (its copy is checked by a unit test).
 */
export function reservedSlugs(): string[] {
  const own = new Set(contentPages.flatMap((name) => localeCodes.map((locale) => contentPagePath(name, locale))))
  const pages = pagePaths
  const paths = localeCodes.flatMap((locale) => pages.map((page) => bare(page, locale)))
  const firstSegments = paths.filter((path) => !own.has(path)).map((path) => path.split('/')[0] ?? '')
  return [...new Set([...firstSegments, ...localeCodes, ...serverPaths].filter(Boolean))].sort()
}

/** The layouts an editor chooses for a page of their own (a spec page keeps its route's). */
export const pageLayouts = ['default', 'landing'] as const
export type PageLayout = (typeof pageLayouts)[number]

/** What WordPress calls a page's fields besides title, slug and blocks: the plugin registers these, shown in REST. */
export const wordpressPageFields = {
  /** REST field: the page's block markup as saved (`post_content`), for published pages only. */
  markup: 'lumera_markup',
  /** REST field: the page's path with its parents (`get_page_uri`): `showcases/cake`. */
  path: 'lumera_path',
  /** REST field: true for the static front page (Settings > Reading) and its translations. */
  front: 'lumera_front',
  /** Meta, `default` or `landing`. */
  layout: 'lumera_layout',
  /** Meta: the title and description search engines and shares show (empty: derived from the page). */
  seoTitle: 'lumera_seo_title',
  seoDescription: 'lumera_seo_description',
  /** Meta: the share image, a picture object `{ id, src, alt, width, height }` from the media library (empty: none). */
  seoImage: 'lumera_seo_image',
  /** Meta: true keeps the page out of search engines (`noindex`) and out of the sitemap. */
  noindex: 'lumera_seo_noindex',
} as const

/** The banner above the header and the Green Diploma note: a post type of their own, one block each. */
export const noticeType = {
  postType: 'lumera_notice',
  restBase: 'notices',
  /** Meta: ISO 8601 date-times with their offset; empty means from publication, or with no end. */
  startsAt: 'lumera_starts_at',
  endsAt: 'lumera_ends_at',
} as const

const text = (min: number, max: number) => v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max))
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A page's fields other than its blocks, as the site uses them; the embedded documents' front matter. */
const PageFields = v.object({
  title: text(2, 120),
  seoTitle: v.optional(text(2, 120)),
  description: v.optional(text(50, 300)),
  image: v.optional(Picture),
  noindex: v.optional(v.boolean(), false),
})

/** An embedded page document's front matter: a spec page (its name is the file's) or a page of its own with a slug. */
export const PageFrontMatter = v.strictObject({
  ...PageFields.entries,
  slug: v.optional(v.pipe(v.string(), v.regex(slugPattern, 'must be lowercase words joined by hyphens'))),
  layout: v.optional(v.picklist(pageLayouts)),
})
export type PageFrontMatter = v.InferOutput<typeof PageFrontMatter>

/** An embedded notice's front matter: when it shows (ISO 8601 date-times with offset; either may be left out). */
export const NoticeFrontMatter = v.strictObject({
  title: text(2, 120),
  startsAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  endsAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
})
export type NoticeFrontMatter = v.InferOutput<typeof NoticeFrontMatter>
