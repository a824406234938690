import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localeCodes } from '#app-config'
import type { ChangedPost } from '#src/content/store.server.ts'
import { wordPressSource } from './client.server'

/** A post as the fake WordPress keeps it (own language storage, as the plugin's). */
type Held = { id: number; type: 'post' | 'customer_story'; status: 'publish' | 'draft'; slug: string; lang: 'en' | 'it'; title: string; date: string; translations: Record<string, number>; old_slugs: string[] }

/** A WordPress REST API in memory: lists of published posts by type, `lang` and `include`, each request recorded. */
function fakeWordPress() {
  const posts = new Map<number, Held>()
  /** Published pages as the plugin's REST fields give them. */
  const pages: Array<Record<string, unknown> & { lang: string }> = []
  const requests: string[] = []
  const state = { failing: false, preview: { status: 200, body: {} as unknown }, previewAsked: [] as unknown[] }
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://wp.test')
    if (url.pathname === '/wp-json/lumera/v1/preview') {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk))
      request.on('end', () => {
        state.previewAsked.push({ method: request.method, body: JSON.parse(body) })
        response.writeHead(state.preview.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(state.preview.body))
      })
      return
    }
    requests.push(`${url.pathname.replace('/wp-json/wp/v2/', '')}?${[...url.searchParams].filter(([k]) => k === 'lang' || k === 'include').map(([k, v]) => `${k}=${v}`).join('&')}`)
    if (state.failing) return response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"code":"internal_server_error"}')
    if (url.pathname.endsWith('/pages') || url.pathname.endsWith('/notices')) {
      const lang = url.searchParams.get('lang')
      const listed = url.pathname.endsWith('/pages') ? pages.filter((p) => !lang || p.lang === lang) : []
      return response.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-TotalPages': '1' }).end(JSON.stringify(listed))
    }
    const type = url.pathname.endsWith('/customer-stories') ? 'customer_story' : url.pathname.endsWith('/posts') ? 'post' : undefined
    if (!type) return response.writeHead(404).end('{"code":"rest_no_route"}')
    const include = url.searchParams.get('include')?.split(',').map(Number)
    const lang = url.searchParams.get('lang')
    const listed = [...posts.values()]
      .filter((p) => p.type === type && p.status === 'publish' && (!lang || p.lang === lang) && (!include || include.includes(p.id)))
      .map((p) => ({ id: p.id, slug: p.slug, date: p.date, title: { rendered: p.title }, excerpt: { rendered: `<p>About ${p.title}</p>` }, content: { rendered: `<p>${p.title}</p>` }, lang: p.lang, translations: p.translations, old_slugs: p.old_slugs }))
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-WP-TotalPages': '1' }).end(JSON.stringify(listed))
  })
  return { posts, pages, requests, server, state }
}

const wp = fakeWordPress()
let url = ''
const source = () => wordPressSource({ url, timeoutMs: 2000, siteUrl: 'https://www.lumera.test' }, () => {})

const put = (post: Partial<Held> & Pick<Held, 'id' | 'slug' | 'lang'>) =>
  wp.posts.set(post.id, { type: 'post', status: 'publish', title: post.slug.replace(/-/g, ' '), date: `2026-11-${String(post.id % 28 || 1).padStart(2, '0')}T10:00:00`, translations: { [post.lang]: post.id }, old_slugs: [], ...wp.posts.get(post.id), ...post })
const link = (...ids: number[]) => {
  const group = Object.fromEntries(ids.map((id) => [wp.posts.get(id)!.lang, id]))
  for (const id of ids) put({ ...wp.posts.get(id)!, translations: group })
}
const article = (id: number, locale?: 'en' | 'it'): ChangedPost => ({ kind: 'article', id, ...(locale ? { locale } : {}) })

beforeAll(async () => {
  await new Promise<void>((resolve) => wp.server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(wp.server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => wp.server.close(() => resolve())))
beforeEach(() => {
  wp.state.failing = false
  wp.state.previewAsked = []
  wp.posts.clear()
  wp.pages.length = 0
  put({ id: 12, slug: 'a-counter-for-brera', lang: 'en' })
  put({ id: 34, slug: 'un-banco-per-brera', lang: 'it' })
  link(12, 34)
  put({ id: 13, slug: 'wine-walls', lang: 'en' })
  put({ id: 40, type: 'customer_story', slug: 'a-bakery-in-turin', lang: 'en' })
})

describe('wordPressSource: a change read on its own', () => {
  /** Reads the whole of WordPress, edits it, reads only `named`: the result must be what a whole read now gives. */
  async function afterEdit(edit: () => void, named: ChangedPost[]) {
    const site = source()
    await site.load()
    edit()
    wp.requests.length = 0
    const partial = await site.loadChanged!(named)
    const asked = [...wp.requests]
    expect(partial).toEqual(await source().load())
    return { partial, asked }
  }

  it('asks only for the named post, in its language, and shows the edit', async () => {
    const { partial, asked } = await afterEdit(() => put({ id: 13, slug: 'wine-walls', lang: 'en', title: 'Wine walls, revised' }), [article(13, 'en')])
    expect(asked).toEqual(['posts?lang=en&include=13'])
    expect(partial.posts.find((p) => p.sourceId === 13)?.title).toBe('Wine walls, revised')
  })

  it('asks in every language for a post whose language it was not told (a deleted one), and drops it', async () => {
    const { partial, asked } = await afterEdit(() => wp.posts.delete(13), [article(13)])
    expect(asked.sort()).toEqual(localeCodes.map((l) => `posts?lang=${l}&include=13`).sort())
    expect(partial.posts.map((p) => p.sourceId)).not.toContain(13)
  })

  it('drops an unpublished translation, and its counterpart loses the link', async () => {
    const { partial, asked } = await afterEdit(() => put({ id: 34, slug: 'un-banco-per-brera', lang: 'it', status: 'draft' }), [article(34, 'it')])
    expect(asked).toEqual(['posts?lang=it&include=34'])
    expect(partial.posts.filter((p) => p.key === 'wp-12').map((p) => p.locale)).toEqual(['en'])
  })

  it('reads a post that an edit links to or unlinks from, in one more round', async () => {
    const { partial, asked } = await afterEdit(() => {
      put({ id: 14, slug: 'muri-di-vino', lang: 'it' })
      link(13, 14)
    }, [article(14, 'it')])
    expect(asked).toEqual(['posts?lang=it&include=14', 'posts?lang=en&include=13'])
    expect(partial.posts.filter((p) => p.key === 'wp-13').map((p) => p.slug).sort()).toEqual(['muri-di-vino', 'wine-walls'])
    // Linked to another version instead: the one it left is read again too, and pairs with nobody.
    const relinked = await afterEdit(() => {
      put({ id: 15, slug: 'pareti-di-vino', lang: 'it' })
      link(13, 15)
      put({ ...wp.posts.get(14)!, translations: { it: 14 } })
    }, [article(13, 'en'), article(15, 'it')])
    expect(relinked.asked.sort()).toEqual(['posts?lang=en&include=13', 'posts?lang=it&include=14', 'posts?lang=it&include=15'])
    expect(relinked.partial.posts.filter((p) => p.key === 'wp-13').map((p) => p.slug).sort()).toEqual(['pareti-di-vino', 'wine-walls'])
  })

  it('redirects a changed slug, and follows a post into another language', async () => {
    const moved = await afterEdit(() => put({ id: 13, slug: 'walls-of-wine', lang: 'en', old_slugs: ['wine-walls'] }), [article(13, 'en')])
    expect(moved.partial.moved).toEqual([{ kind: 'article', locale: 'en', from: 'wine-walls', to: 'walls-of-wine' }])
    const relabelled = await afterEdit(() => put({ id: 13, slug: 'wine-walls', lang: 'it' }), [article(13, 'it')])
    expect(relabelled.partial.posts.filter((p) => p.sourceId === 13).map((p) => p.locale)).toEqual(['it'])
  })

  it('reads stories at their own REST base and leaves the articles alone', async () => {
    const { partial, asked } = await afterEdit(() => put({ id: 40, type: 'customer_story', slug: 'a-bakery-in-turin', lang: 'en', title: 'A bakery in Turin, two years on' }), [
      { kind: 'story', id: 40, locale: 'en' },
    ])
    expect(asked).toEqual(['customer-stories?lang=en&include=40'])
    expect(partial.posts.find((p) => p.kind === 'story')?.title).toBe('A bakery in Turin, two years on')
  })

  it('reads everything when it has read nothing yet', async () => {
    wp.requests.length = 0
    const first = await source().loadChanged!([article(13, 'en')])
    expect(wp.requests.every((r) => !r.includes('include'))).toBe(true)
    expect(first.posts).toHaveLength(4)
  })

  it('throws when WordPress fails, and keeps its last read for the next change', async () => {
    const site = source()
    await site.load()
    put({ id: 13, slug: 'wine-walls', lang: 'en', title: 'Wine walls, revised' })
    wp.state.failing = true
    await expect(site.loadChanged!([article(13, 'en')])).rejects.toThrow('WordPress answered 500 (internal_server_error) for posts')
    wp.state.failing = false
    wp.requests.length = 0
    const after = await site.loadChanged!([article(13, 'en')])
    expect(wp.requests).toEqual(['posts?lang=en&include=13'])
    expect(after).toEqual(await source().load())
  })
})

describe('wordPressSource: pages and notices', () => {
  const page = (id: number, lang: 'en' | 'it', slug: string, heading: string) => ({
    id,
    slug,
    date: '2026-11-20T10:00:00',
    parent: 0,
    title: { rendered: slug },
    lang,
    translations: { [lang]: id },
    lumera_path: slug,
    lumera_front: false,
    lumera_markup: `<!-- wp:lumera/hero {"heading":"${heading}"} /-->`,
  })

  it('reads the pages of every language with the posts, and a page change reads pages and notices only', async () => {
    wp.pages.push(page(70, 'en', 'about-us', 'Who we are'), page(71, 'en', 'trade-fair', 'Meet us in Milan'))
    const read = source()
    const whole = await read.load()
    expect(whole.pages?.pages.map((p) => [p.role, p.slug]).sort()).toEqual([
      ['about', ''],
      ['own', 'trade-fair'],
    ])
    wp.pages[1] = page(71, 'en', 'trade-fair', 'See you in Milan')
    wp.requests.length = 0
    const after = await read.loadChanged!([{ kind: 'page', id: 71, locale: 'en' }])
    expect(wp.requests.map((r) => r.split('?')[0]).sort()).toEqual([...localeCodes.map(() => 'notices'), ...localeCodes.map(() => 'pages')])
    expect(after.pages?.pages.find((p) => p.slug === 'trade-fair')?.blocks[0]?.attrs.heading).toBe('See you in Milan')
    expect(after.posts).toEqual(whole.posts)
  })
})

describe('wordPressSource: pairing versions', () => {
  const keys = async () => Object.fromEntries((await source().load()).posts.map((p) => [p.sourceId, p.key]))

  it('pairs two posts only when each names the other, in the language it is named for', async () => {
    put({ id: 50, slug: 'a-page-of-my-own', lang: 'it', translations: { en: 12, it: 50 } })
    put({ id: 51, slug: 'another-claim', lang: 'it', translations: { en: 13, it: 51 } })
    put({ id: 60, slug: 'a-claim-on-a-story', lang: 'it', translations: { en: 40, it: 60 } })
    put({ id: 61, slug: 'named-in-the-wrong-language', lang: 'en', translations: { it: 13, en: 61 } })
    expect(await keys()).toMatchObject({ 12: 'wp-12', 34: 'wp-12', 13: 'wp-13', 40: 'wp-40', 50: 'wp-50', 51: 'wp-51', 60: 'wp-60', 61: 'wp-61' })
    link(13, 51)
    expect(await keys()).toMatchObject({ 13: 'wp-13', 51: 'wp-13' })
  })

  it('gives a post read on its own the pairing a whole read gives', async () => {
    const site = source()
    await site.load()
    put({ id: 50, slug: 'a-page-of-my-own', lang: 'it', translations: { en: 12, it: 50 } })
    const partial = await site.loadChanged!([article(50, 'it')])
    expect(partial).toEqual(await source().load())
    expect(partial.posts.filter((p) => p.key === 'wp-12').map((p) => p.sourceId).sort()).toEqual([12, 34])
  })
})

describe('wordPressSource: previews', () => {
  const token = { preview_id: 12, user: 3, expires: 1_800_003_600, signature: 'abcdefghijklmnop_-12' }
  const editPost = { id: 12, slug: 'a-counter-for-brera', date: '2026-11-20T10:30:00', modified_gmt: '2026-11-21T08:00:00', title: { rendered: 'Saved title', raw: 'Saved title' }, content: { rendered: '<p>Saved.</p>', protected: true }, lang: 'en' }
  const previews = (messages: string[] = []) => wordPressSource({ url, previews: true, timeoutMs: 2000, siteUrl: 'https://www.lumera.test' }, (m) => messages.push(m))

  it('reads the draft through the plugin’s route with the signed link, as the editor’s own autosave has it', async () => {
    wp.state.preview = {
      status: 200,
      body: { post: editPost, autosave: { modified_gmt: '2026-11-22T09:00:00', title: { rendered: 'The editor’s unsaved title' }, content: { rendered: '<p>Unsaved.</p>' } }, cover: null },
    }
    const read = await previews().readPreview('article', { ...token, cover: 0 })
    expect(wp.state.previewAsked).toEqual([{ method: 'POST', body: { id: 12, user: 3, expires: 1_800_003_600, cover: 0, signature: token.signature } }])
    // A password-protected post is shown to the editor who may read it, never published.
    expect(read?.post).toMatchObject({ title: 'The editor’s unsaved title', html: '<p>Unsaved.</p>', kind: 'article' })
  })

  it('shows nothing when WordPress refuses the link or sends something else, and never asks without the preview key', async () => {
    const messages: string[] = []
    wp.state.preview = { status: 403, body: { code: 'lumera_preview_not_allowed', message: 'No.' } }
    expect(await previews(messages).readPreview('article', token)).toBeUndefined()
    expect(messages).toEqual(['preview of posts #12 refused by WordPress: 403 (lumera_preview_not_allowed)'])
    wp.state.preview = { status: 200, body: [1, 2] }
    expect(await previews().readPreview('article', token)).toBeUndefined()
    wp.state.previewAsked = []
    expect(await source().readPreview('article', token)).toBeUndefined()
    expect(wp.state.previewAsked).toEqual([])
  })
})
