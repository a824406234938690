import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sharedPath } from '../../tests/unit/support/shared'
import { mapWooFeed, mapWooProduct, sanitizeDescription } from './woocommerce.server'

const sample = (name: string) => JSON.parse(readFileSync(sharedPath('woocommerce', 'samples', name), 'utf8')) as unknown

const base = {
  id: 7,
  slug: 'aurora-90',
  name: 'Aurora 90',
  menu_order: 2,
  short_description: '<p>A <strong>pastry</strong> cabinet &amp; more.</p>',
  description: '<p>Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
  categories: [{ id: 3, name: 'Pasticceria', slug: 'pasticceria' }],
  images: [{ src: '/images/products/a-1.svg', alt: 'Front view' }, { src: 'javascript:alert(1)', alt: '' }, { nope: true }],
  attributes: [
    { id: 1, name: 'Temperature', options: ['+2 / +8 °C'] },
    { id: 2, name: 'Cooling', options: ['Ventilated', 3, ''] },
    { id: 5, name: 'Colour', options: ['Pure white', 'Sage green'] },
    { id: 0, name: 'Local', options: ['ignored'] },
  ],
  meta_data: [
    { id: 1, key: 'internal_dimensions', value: '860 × 560 × 640 mm' },
    { id: 2, key: 'power', value: 620 },
    { id: 3, key: 'noise_level', value: { odd: true } },
    { id: 4, key: 'energy_consumption', value: '' },
    { id: 5, key: 'datasheet', value: '/datasheets/a-en.pdf' },
    {
      id: 6,
      key: 'customization',
      value: [
        { option: 'handle', availability: 'optional', choices: ['Brass'] },
        { option: 'roof', availability: 'standard' },
      ],
    },
    { id: 7, key: 'general_features', value: ['Energy class A', 4] },
    { id: 8, key: '_yoast', value: { a: 1 } },
  ],
  dimensions: { length: '105', width: '', height: 142 },
  weight: '',
  translations: { en: 7, it: '107', fr: 9 },
  plugin_field: { anything: true },
}

describe('mapWooProduct', () => {
  const result = mapWooProduct(base, 'it')
  const product = result.ok ? result.product : undefined

  it('reads the contract fields', () => {
    expect(product).toMatchObject({
      id: 7,
      slug: 'aurora-90',
      name: 'Aurora 90',
      locale: 'it',
      category: 'bakery',
      menuOrder: 2,
      summary: 'A pastry cabinet & more.',
      temperature: ['+2 / +8 °C'],
      coolingSystem: ['Ventilated'],
      colours: ['Pure white', 'Sage green'],
      door: [],
      features: ['Energy class A'],
      specs: { internalDimensions: '860 × 560 × 640 mm', power: '620' },
      transport: { length: '105', height: '142' },
      datasheetUrl: '/datasheets/a-en.pdf',
      customization: [{ option: 'handle', availability: 'optional', choices: ['Brass'] }],
      translations: { en: 7, it: 107 },
    })
  })

  it('hides malformed fields instead of failing', () => {
    expect(product?.specs.noiseLevel).toBeUndefined()
    expect(product?.specs.energyConsumption).toBeUndefined()
    expect(product?.transport.width).toBeUndefined()
    expect(product?.transport.weight).toBeUndefined()
    expect(product?.images).toEqual([{ src: '/images/products/a-1.svg', alt: 'Front view' }])
  })

  it('sanitises the description', () => {
    expect(product?.descriptionHtml).toBe('<p>Hello</p><a>x</a>')
    expect(sanitizeDescription('<h2 onclick="x()">T</h2>')).toBe('<h3>T</h3>')
  })

  it.each([
    [{ ...base, slug: '' }, 'slug'],
    [{ ...base, name: undefined }, 'name'],
    [{ ...base, id: 'seven' }, 'id'],
    [null, 'product'],
    ['text', 'product'],
  ])('skips a product without what a page needs (%#)', (raw, field) => {
    const r = mapWooProduct(raw, 'en')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.reason).toContain(field)
  })

  it('survives wrong types everywhere else', () => {
    const r = mapWooProduct(
      { ...base, categories: 'x', images: {}, attributes: null, meta_data: 5, dimensions: [], menu_order: 'a', translations: 3 },
      'en',
    )
    expect(r.ok).toBe(true)
    if (r.ok)
      expect(r.product).toMatchObject({
        category: null,
        images: [],
        image: null,
        temperature: [],
        specs: {},
        transport: {},
        menuOrder: 0,
        translations: {},
      })
  })
})

describe('mapWooFeed on the real samples', () => {
  it.each(['docs-v3-list-products.json', 'wcstoreapp-wpcomstaging-products-list.json', 'wdvuelib-woolworlds-products-list.json'])(
    'maps %s',
    (file) => {
      const raw = sample(file) as unknown[]
      const reports: string[] = []
      const products = mapWooFeed(raw, 'en', (m) => reports.push(m))
      expect(products.length + reports.length).toBe(raw.length)
      expect(products.length).toBeGreaterThan(0)
      for (const p of products) {
        expect(p.slug).not.toBe('')
        expect(p.descriptionHtml).not.toMatch(/<script|onerror|javascript:/i)
      }
    },
  )

  it('reads filled transport data from woolworlds', () => {
    const products = mapWooFeed(sample('wdvuelib-woolworlds-products-list.json'), 'en')
    expect(products.some((p) => p.transport.weight === '4.5' && p.transport.height === '52')).toBe(true)
  })

  it('maps the single product sample', () => {
    const products = mapWooFeed([sample('docs-v3-retrieve-product-794.json')], 'en')
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({ category: null, specs: {}, transport: {} })
  })

  it('rejects a feed that is not an array and duplicate slugs', () => {
    const reports: string[] = []
    expect(mapWooFeed({ code: 'woocommerce_rest_cannot_view' }, 'en', (m) => reports.push(m))).toEqual([])
    expect(mapWooFeed([base, base], 'en', (m) => reports.push(m))).toHaveLength(1)
    expect(reports).toHaveLength(2)
  })
})
