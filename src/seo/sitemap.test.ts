import { describe, expect, it } from 'vitest'
import { buildSitemap, productSitemapItems } from './sitemap'

describe('buildSitemap', () => {
  const xml = buildSitemap('https://www.example.it', [
    { page: '/product/$slug', alternates: { en: 'aurora-90-cake-display', it: 'aurora-90-vetrina-dolci' } },
    { page: '/customer-stories/$slug', alternates: { en: 'a&b' } },
  ])
  it('lists every static page in both languages with alternates', () => {
    expect(xml).toContain('<loc>https://www.example.it/about-us</loc>')
    expect(xml).toContain('<loc>https://www.example.it/it/chi-siamo</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="it" href="https://www.example.it/it/vetrine-refrigerate/pasticceria"/>')
    expect(xml.match(/<url>/g)).toHaveLength(18 * 2 + 3)
  })
  it('leaves out the pages that are not for search results (the comparison)', () => {
    expect(xml).not.toContain('/compare')
    expect(xml).not.toContain('/confronta')
  })
  it('lists items with translated slugs and escapes them', () => {
    expect(xml).toContain('<loc>https://www.example.it/it/prodotto/aurora-90-vetrina-dolci</loc>')
    expect(xml).toContain('hreflang="en" href="https://www.example.it/product/aurora-90-cake-display"')
    expect(xml).toContain('<loc>https://www.example.it/customer-stories/a%26b</loc>')
  })
})

describe('productSitemapItems', () => {
  const product = (id: number, slug: string, translations: Record<string, number> = {}) => ({ id, slug, translations })

  it.each([
    [
      'links translations by the store ids',
      { en: [product(1, 'aurora', { it: 11 })], it: [product(11, 'aurora-it', { en: 1 })] },
      [{ en: 'aurora', it: 'aurora-it' }],
    ],
    ['lists an English-only product once', { en: [product(1, 'aurora')], it: [] }, [{ en: 'aurora' }]],
    ['lists an Italian-only product once', { en: [], it: [product(11, 'solo-it')] }, [{ it: 'solo-it' }]],
    [
      'ignores a translation id the other feed lacks',
      { en: [product(1, 'aurora', { it: 99 })], it: [product(11, 'altro')] },
      [{ en: 'aurora' }, { it: 'altro' }],
    ],
    [
      'does not take one Italian product for two English ones',
      { en: [product(1, 'a', { it: 11 }), product(2, 'b', { it: 11 })], it: [product(11, 'a-it')] },
      [{ en: 'a', it: 'a-it' }, { en: 'b' }],
    ],
    [
      'keeps the same id apart in two languages',
      { en: [product(5, 'five', { it: 5 })], it: [product(5, 'cinque', { en: 5 })] },
      [{ en: 'five', it: 'cinque' }],
    ],
  ])('%s', (_name, byLocale, alternates) => {
    const items = productSitemapItems(byLocale)
    expect(items.map((i) => i.alternates)).toEqual(alternates)
    expect(items.every((i) => i.page === '/product/$slug')).toBe(true)
  })
})
