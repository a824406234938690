import { describe, expect, it } from 'vitest'
import { mapPages } from './pages.server'

const context = { siteOrigin: 'https://www.lumera.test', mediaOrigin: 'https://cms.lumera.test' }
const hero = (heading: string) => `<!-- wp:lumera/hero ${JSON.stringify({ heading })} /-->`

type Raw = Record<string, unknown> & { id: number; lang: 'en' | 'it' }
const page = (id: number, lang: 'en' | 'it', path: string, more: Partial<Raw> = {}): Raw => ({
  id,
  slug: path.split('/').pop(),
  date: `2026-11-${String(10 + (id % 18)).padStart(2, '0')}T10:00:00`,
  parent: path.includes('/') ? 1 : 0,
  title: { rendered: `Page ${id}` },
  lang,
  translations: { [lang]: id },
  lumera_path: path,
  lumera_front: false,
  lumera_markup: hero(`Heading ${id}`),
  ...more,
})
const linked = (...pages: Raw[]) => {
  const translations = Object.fromEntries(pages.map((p) => [p.lang, p.id]))
  return pages.map((p) => ({ ...p, translations }))
}
const map = (pages: Raw[], notices: Raw[] = []) =>
  mapPages(
    ['en', 'it'].map((locale) => ({ locale: locale as 'en' | 'it', items: pages.filter((p) => p.lang === locale) })),
    ['en', 'it'].map((locale) => ({ locale: locale as 'en' | 'it', items: notices.filter((p) => p.lang === locale) })),
    context,
  )
const roles = (result: ReturnType<typeof map>) => result.snapshot.pages.map((p) => `${p.locale} ${p.role} ${p.key}${p.slug ? ` /${p.slug}` : ''}`).sort()

describe('which WordPress page is which', () => {
  it('the front page and its translation are the home page, whatever their slugs', () => {
    expect(roles(map(linked(page(5, 'en', 'welcome', { lumera_front: true }), page(6, 'it', 'benvenuti'))))).toEqual(['en index index', 'it index index'])
  })

  it("a spec page's path in either language gives its content, and its translation follows", () => {
    const result = map([...linked(page(10, 'en', 'about-us'), page(11, 'it', 'about-us-2')), page(12, 'it', 'vetrine-refrigerate/dolci'), page(13, 'en', 'chi-siamo-en')])
    expect(roles(result)).toEqual(['en about about', 'en own wp-13 /chi-siamo-en', 'it about about', 'it showcases-bakery showcases-bakery'])
  })

  it('any other top-level page is a page of its own at its slug, its translations under one key', () => {
    expect(roles(map(linked(page(20, 'en', 'trade-fair'), page(21, 'it', 'fiera'))))).toEqual(['en own wp-20 /trade-fair', 'it own wp-20 /fiera'])
  })

  it("refuses a page of its own at an address of the site's, and a child page that is no spec page", () => {
    const result = map([page(30, 'en', 'search'), page(31, 'it', 'cerca'), page(32, 'en', 'events/milan')])
    expect(result.snapshot.pages).toEqual([])
    expect(result.problems.map((p) => p.id).sort()).toEqual([30, 31, 32])
  })

  it('keeps the newer of two pages at one address, and says so', () => {
    const result = map([page(40, 'en', 'trade-fair', { date: '2026-01-01T00:00:00' }), page(41, 'en', 'trade-fair', { date: '2026-02-01T00:00:00' })])
    expect(result.snapshot.pages.map((p) => p.sourceId)).toEqual([41])
    expect(result.problems).toEqual([{ id: 40, what: 'page', reason: 'a newer page is at /trade-fair in en' }])
  })

  it('a page of its own that was renamed answers from its old slugs, unless another page has one now', () => {
    const result = map([page(50, 'en', 'fair-2027', { old_slugs: ['fair', 'trade-fair', 'fair-2027', 'Bad Slug!'] }), page(51, 'en', 'trade-fair')])
    expect(result.snapshot.moved).toEqual([{ locale: 'en', from: 'fair', to: 'fair-2027' }])
  })
})

describe("a page's fields", () => {
  it('takes the layout, the search engines fields and a share image from the media library', () => {
    const image = { id: 3, src: 'https://cms.lumera.test/wp-content/uploads/fair.jpg', alt: 'Stand', width: 1200, height: 630 }
    const meta = { lumera_layout: 'landing', lumera_seo_title: ' Fair &amp; more ', lumera_seo_description: 'Meet us', lumera_seo_image: image, lumera_seo_noindex: true }
    const [mapped] = map([page(60, 'en', 'trade-fair', { meta })]).snapshot.pages
    expect(mapped).toMatchObject({ layout: 'landing', seo: { title: 'Fair & more', description: 'Meet us', image, noindex: true } })
  })

  it('leaves out what does not validate: an unknown layout, a share image from elsewhere', () => {
    const meta = { lumera_layout: 'fullscreen', lumera_seo_image: { src: 'https://evil.example/x.jpg', width: 1, height: 1 }, lumera_seo_noindex: 'yes' }
    const [mapped] = map([page(61, 'en', 'trade-fair', { meta })]).snapshot.pages
    expect(mapped).toMatchObject({ layout: 'default', seo: { noindex: false } })
    expect(mapped?.seo.image).toBeUndefined()
  })

  it('a spec page keeps its route’s layout', () => {
    expect(map([page(62, 'en', 'about-us', { meta: { lumera_layout: 'landing' } })]).snapshot.pages[0]?.layout).toBe('default')
  })
})

describe('bad content', () => {
  it('leaves out the blocks it cannot use, keeps the rest, and names each', () => {
    const markup = `${hero('Fair')}<!-- wp:acme/slider /--><!-- wp:lumera/quote {"text":""} /-->`
    const result = map([page(70, 'en', 'trade-fair', { lumera_markup: markup })])
    expect(result.snapshot.pages[0]?.blocks.map((b) => b.name)).toEqual(['lumera/hero'])
    expect(result.problems.map((p) => p.what)).toEqual(['acme/slider', 'lumera/quote'])
  })

  it('serves the embedded document of a spec page with no usable block, and a page of its own not at all', () => {
    const result = map([page(71, 'en', 'about-us', { lumera_markup: '<!-- wp:acme/slider /-->' }), page(72, 'en', 'trade-fair', { lumera_markup: '' })])
    expect(result.snapshot.pages).toEqual([])
    expect(result.snapshot.fallbacks).toEqual([
      { key: 'about', locale: 'en', sourceId: 71, servedEmbedded: true },
      { key: 'wp-72', locale: 'en', sourceId: 72, servedEmbedded: false },
    ])
  })

  it('skips what is no page at all', () => {
    const result = mapPages([{ locale: 'en', items: [null, 'page', { id: 'x' }, { id: 9, slug: 's' }] }], [], context)
    expect(result.snapshot.pages).toEqual([])
    expect(result.problems).toHaveLength(4)
  })
})

describe('notices', () => {
  const notice = (id: number, lang: 'en' | 'it', markup: string, meta = {}) => ({ ...page(id, lang, `notice-${id}`), lumera_markup: markup, meta })

  it('reads the banner and the note with their start and end', () => {
    const banner = notice(80, 'en', '<!-- wp:lumera/announcement {"text":"Fair"} /-->', { lumera_starts_at: '2026-12-01T09:00:00+01:00', lumera_ends_at: '' })
    const note = notice(81, 'it', '<!-- wp:lumera/green-diploma {"title":"T","badge":"B","text":"X","linkLabel":"L","href":"https://www.greendiploma.eu/"} /-->')
    const { notices } = map([], [banner, note]).snapshot
    expect(notices.map((n) => [n.kind, n.locale, n.startsAt, n.endsAt])).toEqual([
      ['announcement', 'en', Date.UTC(2026, 11, 1, 8), undefined],
      ['green-diploma', 'it', undefined, undefined],
    ])
  })

  it('leaves out a notice without a usable block', () => {
    const result = map([], [notice(82, 'en', '<!-- wp:lumera/hero {"heading":"h"} /-->')])
    expect(result.snapshot.notices).toEqual([])
    expect(result.problems[0]?.id).toBe(82)
  })
})

describe('mapPagePreview', () => {
  const draft = (more: Record<string, unknown>) => ({
    id: 90,
    slug: '',
    date: '2026-12-01T10:00:00',
    parent: 0,
    title: { rendered: 'Chi siamo (bozza)' },
    lang: 'it',
    translations: { it: 90 },
    lumera_path: '',
    lumera_markup: '',
    content: { raw: hero('Vent’anni di freddo') },
    ...more,
  })
  const published = map(linked(page(10, 'en', 'about-us'))).snapshot

  it('reads the unsaved blocks, keeps it out of search engines, and a draft with no address is a page of its own', async () => {
    const result = (await import('./pages.server')).mapPagePreview(draft({}), published, context)
    expect(result).toMatchObject({ page: { role: 'own', slug: 'draft', seo: { noindex: true }, blocks: [{ name: 'lumera/hero', attrs: { heading: 'Vent’anni di freddo' } }] } })
  })

  it('a draft translation of a spec page previews as that page', async () => {
    const result = (await import('./pages.server')).mapPagePreview(draft({ translations: { it: 90, en: 10 } }), published, context)
    expect(result).toMatchObject({ page: { role: 'about', key: 'about', locale: 'it' } })
  })
})
