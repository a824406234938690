import { assert, describe, expect, it } from 'vitest'
import { mapWooProduct } from '#src/catalogue/woocommerce.server.ts'
import { imageServiceUrl } from '#src/images/imageUrls.ts'
import { withOrigin } from '#src/site/withOrigin.ts'
import { articleLd, breadcrumbLd, organizationLd, productLd } from './jsonLd'

const origin = 'https://lumera.example'

describe('withOrigin', () => {
  it.each([
    ['/images/products/aurora.webp', `${origin}/images/products/aurora.webp`],
    ['https://store.example/wp-content/uploads/aurora.jpg', 'https://store.example/wp-content/uploads/aurora.jpg'],
    ['http://store.example/a.jpg', 'http://store.example/a.jpg'],
    ['HTTPS://store.example/a.jpg', 'HTTPS://store.example/a.jpg'],
    ['/https://not-a-url', `${origin}/https://not-a-url`],
  ])('%s -> %s', (input, output) => {
    expect(withOrigin(input, origin)).toBe(output)
  })
})

describe('productLd images', () => {
  it('keeps the absolute photo URLs of a WooCommerce store as they are', () => {
    const mapped = mapWooProduct(
      {
        id: 7,
        slug: 'aurora-90',
        name: 'Aurora 90',
        weight: '',
        images: [
          { src: 'https://store.example/wp-content/uploads/aurora-90.jpg', alt: 'Aurora 90' },
          { src: 'https://cdn.store.example/aurora-90-side.jpg', alt: '' },
        ],
      },
      'en',
    )
    assert(mapped.ok, 'the store product maps')
    const ld = productLd(mapped.product, `${origin}/product/aurora-90`, origin)
    expect(ld.image).toEqual(['https://store.example/wp-content/uploads/aurora-90.jpg', 'https://cdn.store.example/aurora-90-side.jpg'])
  })

  it('puts the origin before the embedded catalogue’s site paths', () => {
    const ld = productLd(
      { name: 'Aurora 90', summary: 'A cake display', category: null, images: [{ src: '/images/products/aurora-90.svg', alt: '' }] },
      `${origin}/product/aurora-90`,
      origin,
    )
    expect(ld.image).toEqual([`${origin}/images/products/aurora-90.svg`])
    expect(ld).not.toHaveProperty('category')
  })
})

describe('articleLd', () => {
  it('makes the cover absolute once', () => {
    const post = {
      title: 'Gelato at −14 °C',
      description: 'Why gelato needs its own cabinet',
      date: '2026-05-01',
      locale: 'en',
      cover: { src: '/images/articles/gelato.svg', alt: '' },
    }
    const ld = articleLd(post as unknown as Parameters<typeof articleLd>[0], `${origin}/inspiration-hub/gelato`, origin)
    expect(ld.image).toBe(`${origin}/images/articles/gelato.svg`)
  })

  it('is the whole Article, published by the organisation', () => {
    const post = {
      title: 'Gelato a −14 °C',
      description: 'Perché il gelato vuole la sua vetrina',
      date: '2026-05-01',
      locale: 'it',
      cover: { src: 'https://cms.example/wp-content/uploads/gelato.jpg', alt: '', version: '7' },
    }
    const url = `${origin}/it/ispirazioni/gelato`
    expect(articleLd(post as unknown as Parameters<typeof articleLd>[0], url, origin)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Gelato a −14 °C',
      description: 'Perché il gelato vuole la sua vetrina',
      url,
      mainEntityOfPage: url,
      // A WordPress photo through the site's image service: crawlers never call WordPress.
      image: `${origin}${imageServiceUrl({ src: 'https://cms.example/wp-content/uploads/gelato.jpg', version: '7' }, 1080)}`,
      datePublished: '2026-05-01',
      inLanguage: 'it',
      author: { '@type': 'Organization', name: 'Lumera', url: 'https://lumera.example' },
      publisher: { '@id': 'https://lumera.example/#organization' },
    })
  })
})

describe('productLd, whole', () => {
  it('names the product, its page, its photos, its brand and maker, and its category when it has one', () => {
    const url = `${origin}/product/aurora-90`
    const product = {
      name: 'Aurora 90',
      summary: 'A refrigerated cake display',
      category: 'pastry',
      images: [
        { src: 'https://store.example/a.jpg', alt: '' },
        { src: '/images/products/b.svg', alt: '' },
      ],
    } as unknown as Parameters<typeof productLd>[0]
    expect(productLd(product, url, origin)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora 90',
      description: 'A refrigerated cake display',
      url,
      image: ['https://store.example/a.jpg', `${origin}/images/products/b.svg`],
      brand: { '@type': 'Brand', name: 'Lumera' },
      manufacturer: { '@id': 'https://lumera.example/#organization' },
      category: 'pastry',
    })
  })
})

describe('productLd, energy class and size (issue 41)', () => {
  const base = { name: 'Aurora 90', summary: '', category: null, images: [] }
  it("carries the EU label's class as schema.org's category, with the scale, and the overall size in millimetres", () => {
    const ld = productLd(
      { ...base, energy: { energyClass: 'B', eprelId: '1234567' }, overall: { width: 900, depth: 800, height: 1350 } },
      origin,
      origin,
    )
    expect(ld.hasEnergyConsumptionDetails).toStrictEqual({
      '@type': 'EnergyConsumptionDetails',
      hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryB',
      energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryG',
      energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA',
    })
    expect(ld.width).toStrictEqual({ '@type': 'QuantitativeValue', value: 900, unitCode: 'MMT' })
    expect(ld.depth).toStrictEqual({ '@type': 'QuantitativeValue', value: 800, unitCode: 'MMT' })
    expect(ld.height).toStrictEqual({ '@type': 'QuantitativeValue', value: 1350, unitCode: 'MMT' })
  })

  it('invents nothing for a model without them', () => {
    const ld = productLd(base, origin, origin)
    for (const key of ['hasEnergyConsumptionDetails', 'width', 'depth', 'height']) expect(ld).not.toHaveProperty(key)
  })
})

describe('organizationLd', () => {
  // Written out as a search engine reads it: a wrong value, in the code or in the configuration it reads, fails here.
  it('is the company, at the origin, with its address and profiles', () => {
    expect(organizationLd(origin)).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://lumera.example/#organization',
      name: 'Lumera',
      legalName: 'Lumera Vetrine Refrigerate S.r.l.',
      url: 'https://lumera.example',
      logo: 'https://lumera.example/favicon.svg',
      foundingDate: '2003',
      vatID: 'IT02614730417',
      telephone: '+39 0721 415 200',
      email: 'info@lumera-vetrine.it',
      address: {
        '@type': 'PostalAddress',
        streetAddress: "Via dell'Artigianato 14",
        postalCode: '61122',
        addressLocality: 'Pesaro',
        addressRegion: 'PU',
        addressCountry: 'IT',
      },
      sameAs: [
        'https://www.instagram.com/lumera.vetrine/',
        'https://www.pinterest.com/lumeravetrine/',
        'https://www.linkedin.com/company/lumera-vetrine/',
        'https://www.youtube.com/@lumeravetrine',
      ],
    })
  })

  it.each([
    ['vatID', /^IT\d{11}$/], // an Italian VAT number with its country prefix (EU VIES format)
    ['telephone', /^\+39[\d ]+$/], // international form
    ['foundingDate', /^\d{4}$/], // ISO 8601 year
    ['email', /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/],
  ])('%s has the form schema.org and search engines expect', (key, pattern) => {
    expect(organizationLd(origin)[key]).toMatch(pattern)
  })

  it('links only to absolute https profiles', () => {
    const { sameAs } = organizationLd(origin) as { sameAs: string[] }
    expect(sameAs.length).toBeGreaterThan(0)
    for (const profile of sameAs) expect(new URL(profile).protocol).toBe('https:')
  })
})

describe('breadcrumbLd', () => {
  it('numbers the items from 1, in order', () => {
    expect(
      breadcrumbLd([
        { name: 'Home', url: `${origin}/` },
        { name: 'Showcases', url: `${origin}/showcases` },
        { name: 'Aurora 90', url: `${origin}/product/aurora-90` },
      ]),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Showcases', item: `${origin}/showcases` },
        { '@type': 'ListItem', position: 3, name: 'Aurora 90', item: `${origin}/product/aurora-90` },
      ],
    })
    expect(breadcrumbLd([]).itemListElement).toStrictEqual([])
  })
})
