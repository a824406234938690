import { describe, expect, it } from 'vitest'
import { FALLBACK_COVER, htmlToText, isMapped, mapWordPressPost, shortDescription, translationIds } from './mapping.server'

const origin = 'https://cms.lumera.example'
const media = { id: 9, source_url: `${origin}/wp-content/uploads/2026/11/counter.jpg`, alt_text: 'A counter &amp; its light', media_details: { width: 2400, height: 1800, filesize: 712_000 } }
const wpPost = (fields: Record<string, unknown> = {}) => ({
  id: 12,
  slug: 'a-counter-for-brera',
  date: '2026-11-20T10:30:00',
  modified_gmt: '2026-11-21T08:00:00',
  title: { rendered: 'A counter for Brera &#8211; <em>new</em>' },
  excerpt: { rendered: '<p>How a pastry shop renovated its counter &hellip; [&hellip;]</p>' },
  content: { rendered: '<p>Text <script>x</script></p>' },
  lang: 'en',
  translations: { en: 12, it: 34, fr: 56 },
  meta: { lumera_client: 'Pasticceria Bellavista', lumera_location: 'Milan, Italy', lumera_products: ['aurora-90-cake-display', 'Bad Slug!', 'aurora-90-cake-display'] },
  old_slugs: ['a-counter', 'a-counter-for-brera', 42],
  _embedded: { 'wp:featuredmedia': [media], 'wp:term': [[{ taxonomy: 'category', slug: 'pasticceria' }], [{ taxonomy: 'post_tag', slug: 'wine' }]] },
  ...fields,
})
const map = (raw: unknown, kind: 'story' | 'article' = 'story', locale: 'en' | 'it' = 'en') => mapWordPressPost(raw, kind, locale, origin)

describe('mapWordPressPost', () => {
  it('maps every field the pages use', () => {
    const result = map(wpPost())
    if (!isMapped(result)) throw new Error(result.skipped)
    expect(result.post).toMatchObject({
      kind: 'story',
      key: 'wp-12',
      slug: 'a-counter-for-brera',
      locale: 'en',
      title: 'A counter for Brera – new',
      description: 'How a pastry shop renovated its counter …',
      date: '2026-11-20',
      dateLabel: '20 November 2026',
      category: 'bakery',
      products: ['aurora-90-cake-display'],
      client: 'Pasticceria Bellavista',
      location: 'Milan, Italy',
      html: '<p>Text </p>',
      sourceId: 12,
      cover: { src: media.source_url, alt: 'A counter & its light', width: 2400, height: 1800, version: '9-712000' },
    })
    expect(result.moved).toEqual([{ kind: 'story', locale: 'en', from: 'a-counter', to: 'a-counter-for-brera' }])
    expect(result.images).toEqual([{ src: media.source_url, version: '9-712000' }])
    expect(result.post.cover.mediaId).toBe(9)
  })

  it('pairs translations by their smallest id, from either side', () => {
    const it = map(wpPost({ id: 34, lang: 'it', slug: 'un-banco' }), 'story', 'en')
    expect(isMapped(it) && [it.post.key, it.post.locale]).toEqual(['wp-12', 'it'])
  })

  it('prefers the SEO plugin’s description, and falls back to the text', () => {
    const seo = map(wpPost({ yoast_head_json: { description: 'Set by the SEO plugin.' } }))
    expect(isMapped(seo) && seo.post.description).toBe('Set by the SEO plugin.')
    const bare = map(wpPost({ excerpt: { rendered: '' }, content: { rendered: '<p>Only the text.</p>' } }))
    expect(isMapped(bare) && bare.post.description).toBe('Only the text.')
  })

  it('shows what it has: no cover, no category, no meta, no translations', () => {
    const result = map(wpPost({ _embedded: undefined, meta: [], translations: undefined, lang: undefined }), 'article', 'it')
    if (!isMapped(result)) throw new Error(result.skipped)
    expect(result.post).toMatchObject({ cover: FALLBACK_COVER, category: null, products: [], locale: 'it', key: 'wp-12' })
    expect(result.post.client).toBeUndefined()
  })

  it.each([
    ['an off-origin cover', { 'wp:featuredmedia': [{ ...media, source_url: 'https://cdn.example/x.jpg' }] }],
    ['a cover without a size', { 'wp:featuredmedia': [{ ...media, media_details: {} }] }],
    ['an unreadable cover', { 'wp:featuredmedia': [{ code: 'rest_forbidden' }] }],
  ])('falls back to the drawing for %s', (_, embedded) => {
    const result = map(wpPost({ _embedded: embedded }))
    expect(isMapped(result) && result.post.cover).toEqual(FALLBACK_COVER)
  })

  it.each([
    ['no id', { id: undefined }],
    ['no title', { title: { rendered: ' <em></em> ' } }],
    ['no slug', { slug: '', generated_slug: '' }],
    ['a bad date', { date: '20/11/2026' }],
    ['an impossible date', { date: '2026-13-40T00:00:00' }],
    ['no content', { content: undefined }],
  ])('skips a post with %s, saying why', (_, fields) => {
    const result = map(wpPost(fields))
    expect(isMapped(result)).toBe(false)
    expect('skipped' in result && result.skipped).toMatch(/^(#12|a post)/)
  })

  it('never throws on what is not a post', () => {
    for (const raw of [null, 'text', 42, [], { id: 'x' }]) expect(isMapped(map(raw))).toBe(false)
  })
})

describe('helpers', () => {
  it.each([
    ['<p>Caff&egrave; &amp; <b>bar</b></p>', 'Caff&egrave; & bar'],
    ['It&#8217;s &#x2014; 14&deg;C', 'It’s — 14°C'],
    ['<style>p{}</style>Text <script>alert(1)</script>', 'Text'],
    ['&#0; &#9999999;', '&#0; &#9999999;'],
  ])('htmlToText(%s) = %s', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })

  it('shortens a description at a word, within 200 characters', () => {
    expect(shortDescription('Short. […]')).toBe('Short.')
    const long = shortDescription(`${'word '.repeat(60)}end`)
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long).toMatch(/word…$/)
  })

  it('keeps only the site’s languages and real ids among translations', () => {
    expect(translationIds({ en: 1, it: 2, fr: 3, de: 'x' })).toEqual({ en: 1, it: 2 })
    expect(translationIds({ en: -1, it: 2.5 })).toEqual({})
    expect(translationIds([1, 2])).toEqual({})
  })
})
