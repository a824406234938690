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

  it('skips a password-protected post, but in an editor’s preview', () => {
    const locked = wpPost({ content: { rendered: '', protected: true } })
    expect(map(locked)).toEqual({ skipped: '#12: password-protected' })
    expect(isMapped(mapWordPressPost(locked, 'story', 'en', origin, { preview: true }))).toBe(true)
    expect(isMapped(map(wpPost({ content: { rendered: '<p>Open.</p>', protected: false } })))).toBe(true)
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

describe('htmlToText: entities and markup', () => {
  it.each([
    ['upper-case hexadecimal', '&#X2014;', '—'],
    ['a named entity in capitals', 'Fish &AMP; Chips', 'Fish & Chips'],
    ['the highest code point', '&#1114111;', String.fromCodePoint(0x10ffff)],
    ['past the highest code point', '&#1114112;', '&#1114112;'],
    ['the first code point', '&#1;', '\u0001'],
    ['a named entity no table has', '&notanentity;', '&notanentity;'],
    ['a one-letter name', '&a;', '&a;'],
    ['a script in capitals with a spaced end tag', 'A<SCRIPT type="x">b</script >C', 'A C'],
    ['a style across lines', 'A<style>\np {}\n</style>B', 'A B'],
    ['tags as spaces, spaces collapsed', '<p>One</p><p>two\n\tthree</p>', 'One two three'],
    ['non-breaking and typographic entities', 'Vetrine&nbsp;&laquo;Aurora&raquo; &euro;&ndash;&deg;', 'Vetrine «Aurora» €–°'],
  ])('%s', (_, html, text) => expect(htmlToText(html)).toBe(text))
})

describe('shortDescription', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i % 10}`).join(' ')

  it.each([
    ['keeps a text of exactly 200 characters', 'x'.repeat(200), 'x'.repeat(200)],
    ['drops WordPress’s “[…]” and the space before it', 'A counter.  […]  ', 'A counter.'],
    ['keeps a “[…]” that does not end the text', 'A […] counter', 'A […] counter'],
    ['cuts one long word at half the length', 'x'.repeat(250), `${'x'.repeat(100)}…`],
  ])('%s', (_, text, short) => expect(shortDescription(text)).toBe(short))

  it('cuts a 201-character text at its last word, and drops the punctuation before the ellipsis', () => {
    const text = `${words(66)}, and more`
    const short = shortDescription(text)
    expect(short.length).toBeLessThanOrEqual(200)
    expect(short).toBe(`${words(66)}…`)
    expect(shortDescription(`${'x'.repeat(150)} ${'y'.repeat(30)} -- ${'z'.repeat(30)}`)).toBe(`${'x'.repeat(150)} ${'y'.repeat(30)}…`)
  })
})

describe('mapWordPressPost: the fields around the text', () => {
  const mapped = (fields: Record<string, unknown>, locale: 'en' | 'it' = 'en') => {
    const result = map(wpPost(fields), 'story', locale)
    if (!isMapped(result)) throw new Error(result.skipped)
    return result
  }

  it.each([
    ['a comma-separated string', 'a-counter, b-counter ,,a-counter', ['a-counter', 'b-counter']],
    ['a list with things that are not slugs', ['a-counter', 7, null, ' b-counter ', 'no slug'], ['a-counter', 'b-counter']],
    ['a number', 42, []],
  ])('reads products from %s', (_, products, slugs) => {
    expect(mapped({ meta: { lumera_products: products } }).post.products).toEqual(slugs)
  })

  it.each([
    ['text with markup', { lumera_client: '<b>Bar</b> &amp; Caffè' }, 'Bar & Caffè'],
    ['a long name, cut at 120 characters', { lumera_client: 'n'.repeat(150) }, 'n'.repeat(120)],
    ['spaces only', { lumera_client: '   ' }, undefined],
    ['a number', { lumera_client: 7 }, undefined],
  ])('reads the client from %s', (_, meta, client) => {
    expect(mapped({ meta }).post.client).toBe(client)
  })

  it('reads the location as it reads the client', () => {
    expect(mapped({ meta: { lumera_location: ' Milano ' } }).post.location).toBe('Milano')
    expect(mapped({ meta: { lumera_location: '' } }).post).not.toHaveProperty('location')
  })

  it.each([
    ['its first category that names a collection', [[{ taxonomy: 'category', slug: 'news' }, { taxonomy: 'category', slug: 'Vino' }, { taxonomy: 'category', slug: 'carne' }]], 'wine'],
    ['a tag named like a collection: none', [[{ taxonomy: 'post_tag', slug: 'wine' }]], null],
    ['terms WordPress could not read: none', [[{ code: 'rest_forbidden' }], 'x'], null],
  ])('takes the category from %s', (_, terms, category) => {
    expect(mapped({ _embedded: { 'wp:term': terms } }).post.category).toBe(category)
  })

  it.each([
    ['id, date and size', { id: 9, modified_gmt: '2026-11-21T08:00:00', media_details: { width: 10, height: 5, filesize: 100 } }, '9-2026-11-21T08:00:00-100'],
    ['the date alone', { id: undefined, modified_gmt: '2026-11-21T08:00:00', media_details: { width: 10, height: 5 } }, '2026-11-21T08:00:00'],
    ['nothing', { id: undefined, media_details: { width: 10, height: 5 } }, undefined],
  ])('versions a cover by %s', (_, fields, version) => {
    const result = mapped({ _embedded: { 'wp:featuredmedia': [{ ...media, ...fields }] } })
    const mediaId = fields.id
    expect(result.post.cover).toEqual({
      src: media.source_url,
      alt: 'A counter & its light',
      width: 10,
      height: 5,
      ...(version ? { version } : {}),
      ...(mediaId ? { mediaId } : {}),
    })
    expect(result.images[0]).toEqual({ src: media.source_url, ...(version ? { version } : {}) })
  })

  it('falls back to the drawing for a cover without a height, and lists the images of the text after the cover', () => {
    expect(mapped({ _embedded: { 'wp:featuredmedia': [{ ...media, media_details: { width: 10 } }] } }).post.cover).toEqual(FALLBACK_COVER)
    const result = mapped({ content: { rendered: `<p>x</p><img src="${origin}/wp-content/uploads/b.jpg" alt="">` } })
    expect(result.images).toEqual([{ src: media.source_url, version: '9-712000' }, { src: `${origin}/wp-content/uploads/b.jpg` }])
  })

  it('takes the generated slug when the post has none yet, and the language asked in when it names none of the site’s', () => {
    const result = mapped({ slug: '', generated_slug: 'un-banco', lang: 'fr', translations: undefined }, 'it')
    expect(result.post).toMatchObject({ slug: 'un-banco', locale: 'it', dateLabel: '20 novembre 2026', key: 'wp-12' })
    expect(result.moved.map(({ locale, from, to }) => [locale, from, to])).toEqual([
      ['it', 'a-counter', 'un-banco'],
      ['it', 'a-counter-for-brera', 'un-banco'],
    ])
  })

  it('keeps each old slug once, never the current one or one that is not a slug', () => {
    expect(mapped({ old_slugs: ['old', 'old', 'a-counter-for-brera', 'not a slug', 'older'] }).moved.map((m) => m.from)).toEqual(['old', 'older'])
    expect(mapped({ old_slugs: 'old' }).moved).toEqual([])
  })

  it('falls back from a blank SEO description to the excerpt, and counts the reading time from the text', () => {
    const result = mapped({ yoast_head_json: { description: '  ' }, content: { rendered: `<p>${'word '.repeat(500)}</p>` } })
    expect(result.post.description).toBe('How a pastry shop renovated its counter …')
    expect(result.post.readingMinutes).toBeGreaterThan(1)
  })

  it('says which fields are wrong when it skips a post', () => {
    expect(map(wpPost({ title: 'Title', id: 5 }))).toEqual({ skipped: '#5: title Invalid type: Expected Object but received "Title"' })
    expect(map({ slug: 'x' })).toMatchObject({ skipped: expect.stringMatching(/^a post: id .+; date .+; title .+; content /) })
    expect(map(wpPost({ slug: 'Not a slug!', generated_slug: undefined }))).toEqual({ skipped: '#12: no usable slug' })
    expect(map(wpPost({ title: { rendered: '<p> </p>' } }))).toEqual({ skipped: '#12: no title' })
    expect(map(wpPost({ date: '2026-00-10T00:00:00' }))).toEqual({ skipped: '#12: invalid date' })
    expect(map(wpPost({ date: '2026-02-30T10:00:00' }))).toEqual({ skipped: '#12: invalid date' })
    expect(map(wpPost({ date: '2025-02-29T10:00:00' }))).toEqual({ skipped: '#12: invalid date' })
    expect(map(wpPost({ date: '2028-02-29T10:00:00' }))).toMatchObject({ post: { date: '2028-02-29' } })
  })
})

describe('mapWordPressPost: more edges', () => {
  it.each([
    ['a date that does not start the field', { date: 'x2026-11-20T10:30:00' }, '#12: date date must be ISO'],
  ])('names the field of %s', (_, fields, skipped) => {
    expect(map(wpPost(fields))).toEqual({ skipped })
  })

  it('names the post itself when it is not an object', () => {
    expect(map(42)).toEqual({ skipped: 'a post: (post) Invalid type: Expected Object but received 42' })
  })

  it('describes a post without an excerpt by its text, and lists no image for a post without any', () => {
    const result = map(wpPost({ excerpt: undefined, _embedded: undefined, content: { rendered: '<p>Only the text.</p>' } }))
    if (!isMapped(result)) throw new Error(result.skipped)
    expect(result.post.description).toBe('Only the text.')
    expect(result.images).toEqual([])
  })

  it.each([
    ['WordPress’s “[…]” right after the text', 'Short.[…]', 'Short.'],
    ['spaces around the text', '  A counter  ', 'A counter'],
    ['a long first word and a short second one', `${'x'.repeat(199)} yz`, `${'x'.repeat(100)}…`],
  ])('shortens %s', (_, text, short) => expect(shortDescription(text)).toBe(short))

  it('takes no translation of id 0', () => {
    expect(translationIds({ en: 0, it: 1 })).toEqual({ it: 1 })
  })
})
