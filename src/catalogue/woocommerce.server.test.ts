import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mapWooFeed, mapWooProduct, sanitizeDescription } from './woocommerce.server'

// Real store responses (their provenance: tests/fixtures/woocommerce/SOURCES.md).
const samples = new URL('../../tests/fixtures/woocommerce/', import.meta.url)
const sample = (name: string) => JSON.parse(readFileSync(new URL(name, samples), 'utf8')) as unknown

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
    expect(sanitizeDescription('\n  <p>Text</p>\n')).toBe('<p>Text</p>')
    const allowed =
      '<p>a<br />b <strong>c</strong> <em>d</em> <b>e</b> <i>f</i></p><ul><li>g</li></ul><ol><li>h</li></ol><h3>i</h3><h4>j</h4><blockquote>k</blockquote>'
    expect(sanitizeDescription(allowed)).toBe(allowed)
    expect(sanitizeDescription('<h1>T</h1><h5>U</h5><div><span>V</span></div><table><tr><td>W</td></tr></table>')).toBe('<h3>T</h3>UVW')
    expect(sanitizeDescription('<a href="http://a.example/">h</a><a href="ftp://a.example/">f</a><a href="data:text/html,x">d</a>')).toBe(
      '<a href="http://a.example/">h</a><a>f</a><a>d</a>',
    )
    expect(sanitizeDescription('<a href="https://lumera.example/x" target="_blank">x</a><a href="mailto:a@b.example">m</a>')).toBe(
      '<a href="https://lumera.example/x">x</a><a href="mailto:a@b.example">m</a>',
    )
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

describe('why a product is skipped', () => {
  it.each([
    [{ id: 1, slug: '  ', name: 'Aurora 90' }, /^slug: \S/],
    [{ id: 1, slug: 'aurora-90', name: '' }, /^name: \S/],
    [{ id: 1, slug: 'aurora-90' }, /^name: \S/],
    [{ id: '1', slug: 'aurora-90', name: 'Aurora 90' }, /^id: \S/],
    [null, /^product: \S/],
    ['text', /^product: \S/],
  ])('%j: %s', (raw, reason) => {
    const r = mapWooProduct(raw, 'en')
    expect(r).toStrictEqual({ ok: false, reason: expect.stringMatching(reason) })
  })

  it('trims slug and name', () => {
    const r = mapWooProduct({ id: 1, slug: ' aurora-90 ', name: ' Aurora 90 ' }, 'en')
    expect(r.ok && [r.product.slug, r.product.name]).toEqual(['aurora-90', 'Aurora 90'])
  })
})

describe('mapWooFeed', () => {
  const product = (slug: string, name: string, menu_order?: number) => ({ id: 1, slug, name, menu_order })

  it('orders by menu order, then by name in the language of the feed', () => {
    const raw = [
      product('c', 'Zeta', 1),
      product('b', 'Beta', 2),
      product('a', 'Éclair', 1),
      product('d', 'Alpha', 1),
      product('e', 'Omega'),
    ]
    expect(mapWooFeed(raw, 'it').map((p) => p.slug)).toEqual(['e', 'd', 'a', 'c', 'b'])
  })

  it('reports each skipped product by position and reason', () => {
    const reports: string[] = []
    const raw = [product('a', 'Aurora'), { id: 2, slug: '', name: 'No slug' }, product('a', 'Aurora again'), product('b', 'Bora')]
    const products = mapWooFeed(raw, 'en', (m) => reports.push(m))
    expect(products.map((p) => p.name)).toEqual(['Aurora', 'Bora'])
    expect(reports).toEqual([expect.stringMatching(/^product #1 skipped \(slug: \S.*\)$/), 'product #2 skipped (duplicate slug a)'])
  })

  it.each([{ code: 'woocommerce_rest_cannot_view' }, null, 'text'])('reports a feed that is not an array (%j)', (raw) => {
    const reports: string[] = []
    expect(mapWooFeed(raw, 'en', (m) => reports.push(m))).toEqual([])
    expect(reports).toEqual(['the feed is not a JSON array'])
  })

  it('needs no reporter', () => {
    expect(mapWooFeed({}, 'en')).toEqual([])
    expect(mapWooFeed([null, product('a', 'A'), product('a', 'A')], 'en')).toHaveLength(1)
  })

  it('passes the store origin on to each product', () => {
    const raw = [{ ...product('a', 'A'), images: [{ src: 'https://cdn.example/a.jpg' }] }]
    expect(mapWooFeed(raw, 'en', undefined, { storeOrigin: 'https://store.example' })[0]?.images).toEqual([])
    expect(mapWooFeed(raw, 'en')[0]?.images).toHaveLength(1)
  })

  it('maps the documented list response exactly where the contract reads it', () => {
    const products = mapWooFeed(sample('docs-v3-list-products.json'), 'it', undefined, { storeOrigin: 'https://example.com' })
    expect(products.map((p) => [p.id, p.slug, p.name, p.locale, p.category])).toEqual([
      [794, 'premium-quality-19', 'Premium Quality', 'it', null],
      [799, 'ship-your-idea-22', 'Ship Your Idea', 'it', null],
    ])
    expect(products[1]).toMatchObject({
      summary: 'Pellentesque habitant morbi tristique senectus et netus et malesuada fames ac turpis egestas.',
      image: {
        src: 'https://example.com/wp-content/uploads/2017/03/T_4_front-11.jpg',
        alt: 'Ship Your Idea',
        version: '2017-03-23T20:03:08',
      },
      temperature: [],
      colours: [],
      transport: {},
      translations: {},
    })
    expect(products[1]?.images).toHaveLength(4)
  })

  it('reads the woolworlds store: decoded summary, attributes by id, filled transport data', () => {
    const [bowl, ottoman] = mapWooFeed(sample('wdvuelib-woolworlds-products-list.json'), 'en')
    expect(bowl).toMatchObject({
      name: 'PETKI Fresh Smart Antibacterial Feeding Bowl',
      temperature: ['PETKIT'],
      capacity: ['Color', 'Cow', 'White'],
      transport: { height: '7.5', length: '21.5', width: '20.5', weight: '0.643' },
    })
    expect(ottoman).toMatchObject({
      name: 'Round Ottoman',
      summary:
        'A perfect addition to your living space or outdoor set – not just an additional seat but a statement piece. Made in 3 beautiful colours which can match any setting. Perfect for your home & garden!',
      coolingSystem: ['Green', 'Grey', 'Ochre'],
      transport: { height: '52', length: '46', width: '52', weight: '4.5' },
    })
  })
})
