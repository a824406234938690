import { describe, expect, it } from 'vitest'
import { buildSitemap } from './sitemap'

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
  it('lists items with translated slugs and escapes them', () => {
    expect(xml).toContain('<loc>https://www.example.it/it/prodotto/aurora-90-vetrina-dolci</loc>')
    expect(xml).toContain('hreflang="en" href="https://www.example.it/product/aurora-90-cake-display"')
    expect(xml).toContain('<loc>https://www.example.it/customer-stories/a%26b</loc>')
  })
})
