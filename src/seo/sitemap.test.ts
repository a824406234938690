import { describe, expect, it } from 'vitest'
import { buildSitemap, productSitemapItems, sitemapLocales } from './sitemap'

const prefixes = { origin: 'https://www.example.it', domains: {} }
const items = [
  {
    page: '/product/$slug' as const,
    alternates: { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci', de: 'aurora-90-kuchenvitrine' },
  },
  { page: '/customer-stories/$slug' as const, alternates: { en: 'a&b' } },
]

describe('buildSitemap', () => {
  const xml = buildSitemap(prefixes, ['en', 'it', 'de'], items)
  it('lists every static page in every language with alternates', () => {
    expect(xml).toContain('<loc>https://www.example.it/about-us</loc>')
    expect(xml).toContain('<loc>https://www.example.it/it/chi-siamo</loc>')
    expect(xml).toContain('<loc>https://www.example.it/de/ueber-uns</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="it" href="https://www.example.it/it/vetrine-refrigerate/pasticceria"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://www.example.it/de/vitrinen/eis"/>')
    expect(xml.match(/<url>/g)).toHaveLength(18 * 3 + 3 + 1)
  })
  it('gives every page an x-default, the default language', () => {
    expect(xml.match(/<url>/g)).toHaveLength(xml.match(/hreflang="x-default"/g)!.length)
  })
  it('leaves out the pages that are not for search results (the comparison)', () => {
    expect(xml).not.toContain('/compare')
    expect(xml).not.toContain('/confronta')
    expect(xml).not.toContain('/vergleich')
  })
  it('lists items with translated slugs and escapes them, and an item only in the languages it has a version in', () => {
    expect(xml).toContain('<loc>https://www.example.it/it/prodotto/aurora-90-vetrina-dolci</loc>')
    expect(xml).toContain('hreflang="en" href="https://www.example.it/product/aurora-90-cake-display"')
    expect(xml).toContain('<loc>https://www.example.it/customer-stories/a%26b</loc>')
    expect(xml).not.toContain('/de/referenzen/')
  })
})

describe('one sitemap per host when languages have domains of their own', () => {
  const sites = { origin: 'https://lumera.example', domains: { it: 'https://lumera.it' } }
  it.each([
    ['lumera.example', ['en', 'de']],
    ['lumera.it', ['it']],
    ['unknown.example', ['en', 'de']],
  ])('%s lists %j', (host, locales) => expect(sitemapLocales(sites, host)).toEqual(locales))

  it("lists the host's pages at their addresses, their alternates on theirs", () => {
    const italian = buildSitemap(sites, ['it'], items)
    expect(italian).toContain('<loc>https://lumera.it/chi-siamo</loc>')
    expect(italian).toContain('<loc>https://lumera.it/</loc>')
    expect(italian).toContain('hreflang="en" href="https://lumera.example/about-us"')
    expect(italian).toContain('hreflang="de" href="https://lumera.example/de/ueber-uns"')
    expect(italian).not.toContain('<loc>https://lumera.example')
    const other = buildSitemap(sites, ['en', 'de'], items)
    expect(other).toContain('<loc>https://lumera.example/de/ueber-uns</loc>')
    expect(other).not.toContain('<loc>https://lumera.it')
    expect(other).toContain('hreflang="it" href="https://lumera.it/prodotto/aurora-90-vetrina-dolci"')
  })
})

describe('productSitemapItems', () => {
  const product = (id: number, slug: string, translations: Record<string, number> = {}) => ({ id, slug, translations })

  it.each([
    [
      'links translations by the store ids',
      { en: [product(1, 'aurora', { it: 11 })], it: [product(11, 'aurora-it', { en: 1 })], de: [] },
      [{ en: 'aurora', it: 'aurora-it' }],
    ],
    ['lists an English-only product once', { en: [product(1, 'aurora')], it: [], de: [] }, [{ en: 'aurora' }]],
    ['lists an Italian-only product once', { en: [], it: [product(11, 'solo-it')], de: [] }, [{ it: 'solo-it' }]],
    [
      'ignores a translation id the other feed lacks',
      { en: [product(1, 'aurora', { it: 99 })], it: [product(11, 'altro')], de: [] },
      [{ en: 'aurora' }, { it: 'altro' }],
    ],
    [
      'does not take one Italian product for two English ones',
      { en: [product(1, 'a', { it: 11 }), product(2, 'b', { it: 11 })], it: [product(11, 'a-it')], de: [] },
      [{ en: 'a', it: 'a-it' }, { en: 'b' }],
    ],
    [
      'links three languages, a German product by its ids either way',
      {
        en: [product(1, 'aurora', { it: 11, de: 21 })],
        it: [product(11, 'aurora-it', { en: 1 })],
        de: [product(21, 'aurora-de', { en: 1, it: 11 }), product(22, 'nur-deutsch')],
      },
      [{ en: 'aurora', it: 'aurora-it', de: 'aurora-de' }, { de: 'nur-deutsch' }],
    ],
    [
      'keeps the same id apart in two languages',
      { en: [product(5, 'five', { it: 5 })], it: [product(5, 'cinque', { en: 5 })], de: [] },
      [{ en: 'five', it: 'cinque' }],
    ],
  ])('%s', (_name, byLocale, alternates) => {
    const items = productSitemapItems(byLocale)
    expect(items.map((i) => i.alternates)).toEqual(alternates)
    expect(items.every((i) => i.page === '/product/$slug')).toBe(true)
  })
})
