/**
 * `npm run content -- --export-to-wordpress`: publishes the Markdown stories and articles to WordPress with their
 * fields, covers (the drawing as a JPEG) and translation links, then the pages and notices (pages/export.server.ts),
 * so switching source loses nothing (decisions 0024, 0069).
 * Run again, it updates what it published (found by slug). The legal pages stay Markdown (decision 0026).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { localeCodes, type Locale } from '#app-config'
import { parseEnv } from '#src/platform/env.server.ts'
import { buildContent } from './build'
import { featuredStory } from './featured'
import { shownPosts } from './shownPosts'
import type { Post, PostKind } from './types'
import { restBases } from './wordpress/restBases'
import { reservedSlugs } from './pages/model'
import { exportPages } from './pages/export.server'

type Io = { out: (text: string) => void; err: (text: string) => void; env: Record<string, string | undefined>; root: string }

const USAGE = `Usage: npm run content -- --export-to-wordpress
       npm run content -- --reserved-slugs

--export-to-wordpress publishes the Markdown stories and articles of content/ to WordPress, with
their translations and covers, then the pages (content/pages: the front page set, translations
linked) and the banner and the Green Diploma note (content/notices). Needs WORDPRESS_URL,
WORDPRESS_USER and WORDPRESS_APP_PASSWORD (an application password of an administrator: the front
page is a setting), and the site's plugin installed in WordPress.

--reserved-slugs writes the plugin's copy of the slugs a page may not have (the site's routes)
to wordpress/lumera-site/reserved-slugs.json: run it after a change to src/i18n/routes.ts.
`

/** The plugin's copy of the reserved slugs (a unit test keeps it equal to the route table's). */
const RESERVED_SLUGS_FILE = 'wordpress/lumera-site/reserved-slugs.json'

/** A WordPress that stops answering ends the export with an error, never a hang. */
const REQUEST_TIMEOUT_MS = 30_000

export type Rest = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Record<string, unknown> & { id: number }>

function restClient(url: string, user: string, password: string): Rest {
  const authorization = 'Basic ' + Buffer.from(`${user}:${password.replace(/\s+/g, '')}`).toString('base64')
  return async (method, path, body, headers = {}) => {
    const binary = body instanceof Uint8Array
    const response = await fetch(`${url}/wp-json${path}`, {
      method,
      headers: { Authorization: authorization, Accept: 'application/json', ...(body !== undefined && !binary ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : binary ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const text = await response.text()
    if (!response.ok) {
      const code = /"code"\s*:\s*"([^"]{1,80})"/.exec(text)?.[1] ?? 'unknown'
      throw new Error(`WordPress answered ${response.status} (${code}) to ${method} ${path.split('?')[0]}`)
    }
    return JSON.parse(text)
  }
}

async function findBySlug(rest: Rest, base: string, slug: string, locale: string): Promise<number | undefined> {
  const found = (await rest('GET', `/wp/v2/${base}?slug=${encodeURIComponent(slug)}&lang=${locale}&status=any&context=edit&per_page=10`)) as unknown
  const items = Array.isArray(found) ? (found as Array<{ id: number; lang?: string }>) : []
  return (items.find((i) => !i.lang || i.lang === locale) ?? items[0])?.id
}

async function categoryId(rest: Rest, slug: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(slug)
  if (known) return known
  const found = (await rest('GET', `/wp/v2/categories?slug=${slug}`)) as unknown
  const id = Array.isArray(found) && found[0] ? (found[0] as { id: number }).id : (await rest('POST', '/wp/v2/categories', { name: slug, slug })).id
  cache.set(slug, id)
  return id
}

/** The post's cover drawing as a JPEG in the media library, with its alt text (reused when already there). */
async function uploadCover(rest: Rest, post: Post, publicDir: string): Promise<number> {
  const slug = `lumera-cover-${post.key}-${post.locale}`
  const existing = (await rest('GET', `/wp/v2/media?slug=${slug}&context=edit`)) as unknown
  if (Array.isArray(existing) && existing[0]) return (existing[0] as { id: number }).id
  const jpeg = await sharp(join(publicDir, post.cover.src), { density: 144 })
    .resize({ width: post.cover.width, height: post.cover.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer()
  const media = await rest('POST', '/wp/v2/media', new Uint8Array(jpeg), {
    'Content-Type': 'image/jpeg',
    'Content-Disposition': `attachment; filename="${slug}.jpg"`,
  })
  return (await rest('POST', `/wp/v2/media/${media.id}`, { slug, alt_text: post.cover.alt, title: post.title })).id
}

/** Publishes (or updates) a post; resolves to its id and the slug WordPress gave it. */
async function exportPost(rest: Rest, post: Post, publicDir: string, categories: Map<string, number>): Promise<{ id: number; slug: string }> {
  const base = restBases[post.kind]
  const body = {
    title: post.title,
    slug: post.slug,
    status: 'publish',
    date: `${post.date}T09:00:00`,
    excerpt: post.description,
    content: post.html,
    lang: post.locale,
    featured_media: await uploadCover(rest, post, publicDir),
    ...(post.category ? { categories: [await categoryId(rest, post.category, categories)] } : {}),
    meta: { lumera_client: post.client ?? '', lumera_location: post.location ?? '', lumera_products: post.products },
  }
  const existing = await findBySlug(rest, base, post.slug, post.locale)
  const saved = await rest('POST', existing ? `/wp/v2/${base}/${existing}` : `/wp/v2/${base}`, body)
  return { id: saved.id, slug: typeof saved.slug === 'string' ? saved.slug : post.slug }
}

export async function runContentCli(args: string[], io: Io): Promise<number> {
  if (args.length === 1 && args[0] === '--reserved-slugs') {
    writeFileSync(join(io.root, RESERVED_SLUGS_FILE), JSON.stringify(reservedSlugs(), null, 2) + '\n')
    io.out(`Wrote ${RESERVED_SLUGS_FILE}\n`)
    return 0
  }
  if (args.includes('--help') || !args.includes('--export-to-wordpress') || args.length !== 1) {
    ;(args.includes('--help') ? io.out : io.err)(USAGE)
    return args.includes('--help') ? 0 : 2
  }
  let env
  try {
    env = parseEnv(io.env)
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
  if (!env.wordpress?.user || !env.wordpress.appPassword) {
    io.err('Set WORDPRESS_URL, WORDPRESS_USER and WORDPRESS_APP_PASSWORD (an application password) first.\n')
    return 2
  }
  const rest = restClient(env.wordpress.url, env.wordpress.user, env.wordpress.appPassword)
  const publicDir = join(io.root, 'public')
  const { posts } = buildContent(join(io.root, 'content'), publicDir)
  const categories = new Map<string, number>()
  /** `kind:key:locale` -> the slug WordPress gave the post. */
  const slugs = new Map<string, string>()
  let published = 0
  try {
    // Oldest first, so WordPress's lists come out in the same order as the site's.
    for (const key of [...new Set([...posts].reverse().map((p) => `${p.kind}:${p.key}`))]) {
      const [kind, name] = key.split(':') as [PostKind, string]
      const ids: Record<string, number> = {}
      for (const locale of localeCodes) {
        const post = posts.find((p) => p.kind === kind && p.key === name && p.locale === locale)
        if (!post) continue
        const saved = await exportPost(rest, post, publicDir, categories)
        ids[locale] = saved.id
        slugs.set(`${kind}:${name}:${locale}`, saved.slug)
        published++
      }
      // The plugin writes the same links on every version.
      const [first] = Object.values(ids)
      if (first && Object.keys(ids).length > 1) await rest('POST', `/wp/v2/${restBases[kind]}/${first}`, { translations: ids })
      io.out(`${kind === 'story' ? 'story  ' : 'article'} ${name}: ${Object.entries(ids).map(([l, id]) => `${l} #${id}`).join(', ')}\n`)
    }
    // The story each language's site features now (its own version, or the default language's), as WordPress names it.
    const featured: Partial<Record<Locale, string>> = {}
    for (const locale of localeCodes) {
      const story = featuredStory(shownPosts(posts, 'story', locale))
      const slug = story && slugs.get(`story:${story.key}:${story.locale}`)
      if (slug) featured[locale] = slug
    }
    // The pages made of blocks, the front page and the notices (decision 0069).
    published += await exportPages(
      rest,
      join(io.root, 'content'),
      ({ what, name, ids }) => io.out(`${what.padEnd(7)} ${name}: ${Object.entries(ids).map(([l, id]) => `${l} #${id}`).join(', ')}\n`),
      featured,
    )
  } catch (error) {
    io.err(`Stopped after ${published} posts and pages: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  io.out(
    `Published ${published} posts, pages and notices to ${env.wordpress.url}, and set the home page as its front page. The legal pages stay in content/legal (their text is versioned in every consent record).\n`,
  )
  return 0
}
