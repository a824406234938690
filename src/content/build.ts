/**
 * Reads every Markdown file under `content/` at build time and checks the collection as a whole (every key in the
 * default language, unique slugs, covers, the featured story), so a bad file fails `vite build`. A key another language
 * has no file of is shown there in the default language (docs/decisions/0066).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLocale, featuredStoryKey, localeCodes } from '../../app.config'
import { ContentError, fileNameParts, parseLegal, parsePost, svgSize } from './parse'
import type { LegalKey, LegalPage, Post, PostKind } from './types'
import { readNotices, readPages } from './pages/documents.server'
import type { Notice, SitePage } from './pages/types'

const folders: Record<PostKind, string> = { story: 'customer-stories', article: 'inspiration-hub' }
const legalKeys: readonly LegalKey[] = ['cookies', 'privacy']

export type ContentCollection = { posts: Post[]; legal: LegalPage[]; pages: SitePage[]; notices: Notice[] }

function markdownFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : []
}

function readPosts(root: string, publicDir: string, kind: PostKind): Post[] {
  const dir = join(root, folders[kind])
  const posts = markdownFiles(dir).map((file): Post => {
    const path = `${folders[kind]}/${file}`
    const { name, locale } = fileNameParts(path, localeCodes)
    const { coverSrc, coverAlt, ...post } = parsePost(kind, path, locale, readFileSync(join(dir, file), 'utf8'))
    if (post.key !== name) throw new ContentError(`${path}: key "${post.key}" must match the file name "${name}"`)
    const coverFile = join(publicDir, coverSrc)
    if (!existsSync(coverFile)) throw new ContentError(`${path}: cover ${coverSrc} does not exist under public/`)
    return { ...post, cover: { src: coverSrc, alt: coverAlt, ...svgSize(coverSrc, readFileSync(coverFile, 'utf8')) } }
  })
  for (const key of new Set(posts.map((p) => p.key))) {
    if (!posts.some((p) => p.key === key && p.locale === defaultLocale))
      throw new ContentError(`${folders[kind]}/${key}: missing the ${defaultLocale} version (the one other languages fall back on)`)
  }
  for (const locale of localeCodes) {
    const slugs = posts.filter((p) => p.locale === locale).map((p) => p.slug)
    const repeated = slugs.find((slug, i) => slugs.indexOf(slug) !== i)
    if (repeated) throw new ContentError(`${folders[kind]}: two ${locale} files use the slug "${repeated}"`)
  }
  // Newest first: the order of every list.
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key))
}

function readLegal(root: string): LegalPage[] {
  return legalKeys.flatMap((key) =>
    localeCodes.flatMap((locale) => {
      const path = `legal/${key}.${locale}.md`
      const file = join(root, path)
      // Another language without its own text shows the default language's (src/content/content.server.ts).
      if (!existsSync(file)) {
        if (locale === defaultLocale) throw new ContentError(`${path}: missing`)
        return []
      }
      const source = readFileSync(file, 'utf8')
      // The whole file's hash versions the page: consent records name the exact text agreed to.
      return { ...parseLegal(key, path, locale, source), sha256: createHash('sha256').update(source, 'utf8').digest('hex') }
    }),
  )
}

export function buildContent(root: string, publicDir: string): ContentCollection {
  const posts = [...readPosts(root, publicDir, 'story'), ...readPosts(root, publicDir, 'article')]
  if (!posts.some((p) => p.kind === 'story' && p.key === featuredStoryKey && p.locale === defaultLocale))
    throw new ContentError(`featuredStoryKey "${featuredStoryKey}" (app.config.ts) names no customer story in ${defaultLocale}`)
  return { posts, legal: readLegal(root), pages: readPages(root), notices: readNotices(root) }
}
