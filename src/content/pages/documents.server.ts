/**
 * The embedded pages and notices (`content/pages/`, `content/notices/`), read and checked at build time like the
 * Markdown posts: one document per page (or notice) and language, a YAML front matter over block markup. A missing
 * translation, an unknown block or a bad attribute stops the build, naming the file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeCodes, type Locale } from '#app-config'
import { ContentError, check, split } from '../parse'
import { assembleBlocks, assembleNotice, type AssembleContext } from './assemble.server'
import { contentPageForPath, contentPages, isContentPageName, NoticeFrontMatter, PageFrontMatter, reservedSlugs } from './model'
import type { NoticeFrontMatter as NoticeFront, PageFrontMatter as PageFront } from './model'
import type { Notice, NoticeKind, SitePage } from './types'

/** The embedded documents hold drawings of the site and root-relative links only: no origin of their own. */
const embedded: AssembleContext = { siteOrigin: 'http://embedded.invalid' }

const noticeKinds: Record<string, NoticeKind> = { banner: 'announcement', 'green-diploma': 'green-diploma' }

type Document = { file: string; name: string; locale: Locale; source: string }

function documents(dir: string): Document[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const match = /^([a-z0-9-]+)\.([a-z]{2,3})\.html$/.exec(file)
      const locale = localeCodes.find((code) => code === match?.[2])
      if (!match || !locale) throw new ContentError(`${file}: name it <name>.<locale>.html with a locale of ${localeCodes.join(', ')}`)
      return { file, name: match[1]!, locale, source: readFileSync(join(dir, file), 'utf8') }
    })
}

function blocksOf(path: string, markup: string, assembled: ReturnType<typeof assembleBlocks>) {
  if (assembled.problems.length > 0) {
    throw new ContentError(`${path}: ${assembled.problems.map((p) => `${p.block} ${p.reason}`).join('; ')}`)
  }
  if (assembled.blocks.length === 0) throw new ContentError(`${path}: holds no block (${markup.length} characters)`)
  return assembled.blocks
}

function everyLocale(kind: string, names: Iterable<string>, has: (name: string, locale: Locale) => boolean) {
  for (const name of names) {
    for (const locale of localeCodes) if (!has(name, locale)) throw new ContentError(`${kind}/${name}: missing the ${locale} version`)
  }
}

export function readPages(root: string): SitePage[] {
  const reserved = new Set(reservedSlugs())
  const pages = documents(join(root, 'pages')).map(({ file, name, locale, source }): SitePage => {
    const path = `pages/${file}`
    const { data, body } = split(path, source)
    const front = check(path, PageFrontMatter, data)
    const role = isContentPageName(name) ? name : 'own'
    if (role === 'own') {
      if (!front.slug) throw new ContentError(`${path}: a page of its own needs a slug (spec pages are named ${contentPages.join(', ')})`)
      if (reserved.has(front.slug) || contentPageForPath(front.slug)) throw new ContentError(`${path}: the slug "${front.slug}" belongs to a page of the site`)
    } else if (front.slug || front.layout) {
      throw new ContentError(`${path}: a spec page's slug and layout are its route's; remove them`)
    }
    const { slug, layout, title, seoTitle, description, image, noindex } = front
    return {
      key: name,
      role,
      locale,
      slug: slug ?? '',
      title,
      layout: layout ?? 'default',
      seo: { ...(seoTitle ? { title: seoTitle } : {}), ...(description ? { description } : {}), ...(image ? { image } : {}), noindex },
      blocks: blocksOf(path, body, assembleBlocks(body, embedded)),
    }
  })
  everyLocale('pages', new Set([...contentPages, ...pages.map((p) => p.key)]), (name, locale) => pages.some((p) => p.key === name && p.locale === locale))
  for (const locale of localeCodes) {
    const slugs = pages.filter((p) => p.locale === locale && p.role === 'own').map((p) => p.slug)
    const repeated = slugs.find((slug, i) => slugs.indexOf(slug) !== i)
    if (repeated) throw new ContentError(`pages: two ${locale} documents use the slug "${repeated}"`)
  }
  return pages
}

export function readNotices(root: string): Notice[] {
  const notices = documents(join(root, 'notices')).map(({ file, name, locale, source }): Notice => {
    const path = `notices/${file}`
    const kind = noticeKinds[name]
    if (!kind) throw new ContentError(`${path}: a notice is named ${Object.keys(noticeKinds).join(' or ')}`)
    const { data, body } = split(path, source)
    const front = check(path, NoticeFrontMatter, data)
    const [block] = blocksOf(path, body, assembleNotice(body, embedded))
    if (block?.name !== `lumera/${kind}`) throw new ContentError(`${path}: holds ${block?.name}, not lumera/${kind}`)
    const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso))
    return {
      kind,
      key: name,
      locale,
      block,
      ...(front.startsAt ? { startsAt: time(front.startsAt) } : {}),
      ...(front.endsAt ? { endsAt: time(front.endsAt) } : {}),
      date: '1970-01-01',
    }
  })
  everyLocale('notices', new Set(notices.map((n) => n.key)), (name, locale) => notices.some((n) => n.key === name && n.locale === locale))
  return notices
}

/** A checked document as written: its front matter and its block markup (what the export posts to WordPress). */
export type RawDocument<Front> = { name: string; locale: Locale; front: Front; markup: string }

/** The page documents as written, after the build's checks (a bad one throws, as the build does). */
export function pageDocuments(root: string): Array<RawDocument<PageFront>> {
  readPages(root)
  return documents(join(root, 'pages')).map(({ file, name, locale, source }) => {
    const { data, body } = split(`pages/${file}`, source)
    return { name, locale, front: check(`pages/${file}`, PageFrontMatter, data), markup: body.trim() }
  })
}

export function noticeDocuments(root: string): Array<RawDocument<NoticeFront>> {
  readNotices(root)
  return documents(join(root, 'notices')).map(({ file, name, locale, source }) => {
    const { data, body } = split(`notices/${file}`, source)
    return { name, locale, front: check(`notices/${file}`, NoticeFrontMatter, data), markup: body.trim() }
  })
}
