import { localeCodes } from '#app-config'
import { describe, expect, it } from 'vitest'
import type { Rest } from '../export.server'
import { exportPages, pinFeaturedStory } from './export.server'

/** A WordPress REST API in memory, as plain WordPress names slugs: a taken one gets `-2`. */
function fakeWordPress() {
  const items = new Map<number, Record<string, unknown> & { id: number; type: string; slug: string; lang: string }>()
  const calls: string[] = []
  const settings: Record<string, unknown> = {}
  let next = 100
  const rest: Rest = async (method, path, body) => {
    calls.push(`${method} ${path.split('?')[0]}`)
    const url = new URL(path, 'http://wp.test')
    const [, , , type = '', id] = url.pathname.split('/')
    if (type === 'settings') return Object.assign(settings, body), { id: 0 }
    // A list, where the client's type says one item: the export reads lists as unknown.
    if (method === 'GET') return [...items.values()].filter((i) => i.type === type && i.lang === url.searchParams.get('lang')) as unknown as { id: number }
    const data = body as Record<string, unknown>
    const existing = id ? items.get(Number(id)) : undefined
    let slug = String(data.slug ?? existing?.slug)
    if (!existing) while ([...items.values()].some((i) => i.type === type && i.slug === slug)) slug = /-\d+$/.test(slug) ? slug.replace(/\d+$/, (n) => String(Number(n) + 1)) : `${slug}-2`
    const item = { ...existing, ...data, slug, type, id: existing?.id ?? next++, lang: String(data.lang ?? existing?.lang) }
    items.set(item.id, item)
    return item
  }
  return { rest, items, calls, settings }
}

describe('exportPages', () => {
  const root = new URL('../../../content', import.meta.url).pathname

  it('publishes every page and notice with its markup, parents, translations and the front page', async () => {
    const wp = fakeWordPress()
    const lines: string[] = []
    const count = await exportPages(wp.rest, root, (line) => lines.push(`${line.what} ${line.name} ${Object.keys(line.ids).join(',')}`))
    const pages = [...wp.items.values()].filter((i) => i.type === 'pages')
    const find = (lang: string, slug: string) => pages.find((p) => p.lang === lang && p.slug === slug)
    // Two notices (the banner and the Green Diploma note) in every language.
    expect(count).toBe(pages.length + 2 * localeCodes.length)
    const languagesOf = (what: string) => lines.find((line) => line.startsWith(`${what} `))?.split(' ')[2]?.split(',').sort()
    expect(languagesOf('page showcases-bakery')).toEqual([...localeCodes].sort())
    expect(languagesOf('notice banner')).toEqual([...localeCodes].sort())
    // A collection's page sits under the showcases page of its language.
    expect(find('it', 'dolci')?.parent).toBe(find('it', 'vetrine-refrigerate')?.id)
    expect(find('en', 'cake')?.parent).toBe(find('en', 'showcases')?.id)
    // The Italian custom made page shares its English slug: WordPress renames it, the translation link keeps its role.
    expect(find('it', 'custom-made-2')).toBeDefined()
    expect(wp.settings).toEqual({ show_on_front: 'page', page_on_front: find('en', 'home')?.id })
    expect(find('en', 'hospitality')).toMatchObject({ status: 'publish', meta: { lumera_layout: 'landing' } })
    expect(String(find('en', 'about-us')?.content)).toMatch(/^---|<!-- wp:lumera\/hero/)
    expect(String(find('en', 'about-us')?.content)).not.toContain('---')
    expect(find('en', 'about-us')?.translations).toBeDefined()
  })

  it('updates what an earlier run published instead of copying it', async () => {
    const wp = fakeWordPress()
    await exportPages(wp.rest, root, () => {})
    const before = wp.items.size
    await exportPages(wp.rest, root, () => {})
    expect(wp.items.size).toBe(before)
  })
})

describe('pinFeaturedStory', () => {
  const featured = '<!-- wp:lumera/posts {"kind":"story","source":"featured","count":1} /-->'
  const picked = '<!-- wp:lumera/posts {"kind":"story","source":"picked","posts":["bellavista-milan"]} /-->'

  it.each([
    ['a featured story row names the story', featured, picked],
    [
      'inside a section too',
      `<!-- wp:lumera/section {"heading":"Stories"} -->\n${featured}\n<!-- /wp:lumera/section -->`,
      `<!-- wp:lumera/section {"heading":"Stories"} -->\n${picked}\n<!-- /wp:lumera/section -->`,
    ],
    ['the latest stories stay the latest', '<!-- wp:lumera/posts {"kind":"story","count":3} /-->', null],
    ['picked articles stay as they are', '<!-- wp:lumera/posts {"kind":"article","source":"picked","posts":["a"]} /-->', null],
    ['a row with no attributes', '<!-- wp:lumera/posts /-->', null],
    ['attributes that are not JSON', '<!-- wp:lumera/posts {"kind":"story","source":"featured" /-->', null],
    ['another block that says featured', '<!-- wp:lumera/products {"source":"featured"} /-->', null],
  ])('%s', (_, markup, expected) => {
    expect(pinFeaturedStory(markup, 'bellavista-milan')).toBe(expected ?? markup)
  })

  it('leaves the row to the newest story when the language has no story to feature', () => {
    expect(pinFeaturedStory(featured, undefined)).toBe(featured)
  })

  it('is how exportPages publishes each language’s home page', async () => {
    const wp = fakeWordPress()
    await exportPages(wp.rest, new URL('../../../content', import.meta.url).pathname, () => {}, { en: 'bellavista-milan', it: 'bellavista-milano' })
    const home = (lang: string) => String([...wp.items.values()].find((i) => i.type === 'pages' && i.lang === lang && i.slug.startsWith('home'))?.content)
    expect(home('en')).toContain('{"kind":"story","source":"picked","posts":["bellavista-milan"]}')
    expect(home('it')).toContain('{"kind":"story","source":"picked","posts":["bellavista-milano"]}')
    expect(home('de')).toContain('{"kind":"story","source":"featured","count":1}')
  })
})
