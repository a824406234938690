/**
 * The mapping contract field by field (docs/specification.md §10): tables of what a store may send for one
 * field and exactly what the site makes of it. Each product below is the smallest valid one plus the field under test.
 */
import { describe, expect, it } from 'vitest'
import { mapWooProduct, type MapOptions } from './woocommerce.server'

const minimal = { id: 1, slug: 'aurora-90', name: 'Aurora 90' }

function mapped(fields: Record<string, unknown>, options?: MapOptions) {
  const result = mapWooProduct({ ...minimal, ...fields }, 'en', options)
  if (!result.ok) throw new Error(`rejected: ${result.reason}`)
  return result.product
}

describe('name and summary as plain text', () => {
  it.each([
    ['Aurora 90', 'Aurora 90'],
    ['  Aurora   90 \n', 'Aurora 90'],
    ['Aurora <em>90</em>', 'Aurora 90'],
    ['Bar &amp; Café', 'Bar & Café'],
    ['1 &lt; 2 &gt; 0', '1 < 2 > 0'],
    ['a&nbsp;b', 'a b'],
    ['it&#039;s &quot;cold&quot;', 'it\'s "cold"'],
    ['the entity &amp;lt; as typed', 'the entity &lt; as typed'],
  ])('name %j reads %j', (name, expected) => {
    expect(mapped({ name }).name).toBe(expected)
  })

  it.each([
    [undefined, ''],
    [42, ''],
    ['<p>A <strong>pastry</strong> cabinet &amp; more.</p>\n<p>Second   line</p>', 'A pastry cabinet & more. Second line'],
  ])('short description %j reads %j', (short_description, summary) => {
    expect(mapped({ short_description }).summary).toBe(summary)
  })
})

describe('description', () => {
  it.each([
    [undefined, ''],
    [{ rendered: '<p>x</p>' }, ''],
    ['  <p>Glass <em>doors</em></p>\n', '<p>Glass <em>doors</em></p>'],
  ])('%j gives %j', (description, descriptionHtml) => {
    expect(mapped({ description }).descriptionHtml).toBe(descriptionHtml)
  })
})

describe('menu order', () => {
  it.each([
    [3, 3],
    [-1, -1],
    ['3', 0],
    [undefined, 0],
  ])('%j is %j', (menu_order, menuOrder) => {
    expect(mapped({ menu_order }).menuOrder).toBe(menuOrder)
  })
})

describe('category from the alias table', () => {
  it.each([
    [[{ slug: 'pasticceria' }], 'bakery'],
    [[{ slug: 'Gelateria' }], 'icecream'],
    [[{ slug: 'VINO' }], 'wine'],
    [[{ slug: 'clothing' }, { slug: 'carne' }], 'meat'],
    [[null, { slug: 7 }, 'x', { slug: 'cioccolato' }], 'chocolate'],
    [[{ slug: 'wine' }, { slug: 'meat' }], 'wine'],
    [[{ slug: 'clothing' }], null],
    [[{ name: 'Wine' }], null],
    [[], null],
  ])('%j is %j', (categories, category) => {
    expect(mapped({ categories }).category).toBe(category)
  })
})

describe('attributes by global id', () => {
  it('reads each configured attribute into its own field', () => {
    const product = mapped({
      attributes: [
        { id: 5, options: ['Pure white'] },
        { id: 4, options: ['180 kg'] },
        { id: 3, options: ['Sliding'] },
        { id: 2, options: ['Static'] },
        { id: 1, options: ['0 / +4 °C'] },
      ],
    })
    expect(product).toMatchObject({
      temperature: ['0 / +4 °C'],
      coolingSystem: ['Static'],
      door: ['Sliding'],
      capacity: ['180 kg'],
      colours: ['Pure white'],
    })
  })

  it.each([
    ['keeps non-empty strings, trimmed', [{ id: 1, options: [' +2 °C ', '', '   ', 4, null, '-18 °C'] }], ['+2 °C', '-18 °C']],
    [
      'takes the first attribute with the id',
      [
        { id: 1, options: ['first'] },
        { id: 1, options: ['second'] },
      ],
      ['first'],
    ],
    [
      'skips malformed attributes',
      [{ id: '1', options: ['string id'] }, { id: 1, options: 'x' }, null, { id: 1, options: ['valid'] }],
      ['valid'],
    ],
    ['ignores local attributes (id 0)', [{ id: 0, options: ['local'] }], []],
  ])('%s', (_, attributes, temperature) => {
    expect(mapped({ attributes }).temperature).toEqual(temperature)
  })
})

describe('specifications from meta_data', () => {
  const meta = (key: string, value: unknown) => [{ id: 1, key, value }]

  it.each([
    ['  860 × 560 mm ', '860 × 560 mm'],
    [620, '620'],
    [0, '0'],
    [-4.5, '-4.5'],
    ['', undefined],
    ['   ', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [{ value: '620' }, undefined],
    [['620'], undefined],
    [true, undefined],
    [null, undefined],
  ])('power %j shows %j', (value, power) => {
    expect(mapped({ meta_data: meta('power', value) }).specs).toStrictEqual(power === undefined ? {} : { power })
  })

  it('reads every spec key, the first entry of a key winning, and nothing else', () => {
    const product = mapped({
      meta_data: [
        { key: 'internal_dimensions', value: '860 × 560 × 640 mm' },
        { key: 'temperature_range', value: '+2 / +8 °C' },
        { key: 'power', value: 620 },
        { key: 'noise_level', value: '42 dB' },
        { key: 'energy_consumption', value: '5.2 kWh/24h' },
        { key: 'power', value: 999 },
        { key: 'colour', value: 'red' },
        { id: 9, value: 'no key' },
        { key: 3, value: 'numeric key' },
        'junk',
      ],
    })
    expect(product.specs).toStrictEqual({
      internalDimensions: '860 × 560 × 640 mm',
      temperatureRange: '+2 / +8 °C',
      power: '620',
      noiseLevel: '42 dB',
      energyConsumption: '5.2 kWh/24h',
    })
  })

  it.each([
    [
      ['Energy class A', '  LED lighting ', '', '  ', 4, null],
      ['Energy class A', 'LED lighting'],
    ],
    ['Energy class A', []],
    [{ 0: 'Energy class A' }, []],
  ])('general features %j are %j', (value, features) => {
    expect(mapped({ meta_data: meta('general_features', value) }).features).toEqual(features)
  })
})

describe('datasheet link', () => {
  it.each([
    ['/datasheets/a-en.pdf', '/datasheets/a-en.pdf'],
    ['  /datasheets/a-en.pdf ', '/datasheets/a-en.pdf'],
    ['https://store.example/a.pdf', 'https://store.example/a.pdf'],
    ['http://store.example/a.pdf', 'http://store.example/a.pdf'],
    ['HTTPS://Store.Example/a b.pdf', 'https://store.example/a%20b.pdf'],
    ['//evil.example/a.pdf', undefined],
    ['javascript:alert(1)', undefined],
    ['ftp://store.example/a.pdf', undefined],
    ['data:application/pdf;base64,AAAA', undefined],
    ['a.pdf', undefined],
    [12, undefined],
    ['', undefined],
    [{ url: '/a.pdf' }, undefined],
  ])('%j links to %j', (value, datasheetUrl) => {
    const product = mapped({ meta_data: [{ key: 'datasheet', value }] })
    expect(product.datasheetUrl).toBe(datasheetUrl)
    expect(Object.hasOwn(product, 'datasheetUrl')).toBe(datasheetUrl !== undefined)
  })
})

describe('customisation options', () => {
  const customization = (value: unknown) => mapped({ meta_data: [{ key: 'customization', value }] }).customization

  it('keeps the valid entries, their choices trimmed and without blanks', () => {
    expect(
      customization([
        { option: 'main_colour', availability: 'standard', choices: [' Pure white ', '', '  ', 'Sage green'] },
        { option: 'wheel_cover', availability: 'optional' },
        { option: 'handle', availability: 'optional', choices: 'Brass' },
        { option: 'handle', availability: 'optional', choices: ['Brass', 3] },
        { option: 'roof', availability: 'standard' },
        { option: 'handle', availability: 'always' },
        { availability: 'standard' },
        'main_colour',
        null,
      ]),
    ).toEqual([
      { option: 'main_colour', availability: 'standard', choices: ['Pure white', 'Sage green'] },
      { option: 'wheel_cover', availability: 'optional', choices: [] },
      { option: 'handle', availability: 'optional', choices: [] },
      { option: 'handle', availability: 'optional', choices: [] },
    ])
  })

  it.each([{ option: 'handle', availability: 'optional' }, 'handle', null, 3])('ignores a value that is not an array (%j)', (value) => {
    expect(customization(value)).toEqual([])
  })
})

describe('transport data', () => {
  it.each([
    [{ length: '105', width: '60.5', height: 142 }, '80', { height: '142', length: '105', width: '60.5', weight: '80' }],
    [{ length: '', width: ' ', height: '' }, '', {}],
    [{ length: ' 46 ', width: null }, 4.5, { length: '46', weight: '4.5' }],
    [undefined, undefined, {}],
    ['46x52x52', { kg: 4 }, {}],
  ])('dimensions %j and weight %j are %j', (dimensions, weight, transport) => {
    expect(mapped({ dimensions, weight }).transport).toStrictEqual(transport)
  })
})

describe('translations (WPML)', () => {
  it.each([
    [
      { en: 7, it: 107 },
      { en: 7, it: 107 },
    ],
    [{ it: '107' }, { it: 107 }],
    [{ it: '10.5', en: 1.5 }, {}],
    [{ it: 'abc', en: null }, {}],
    [{ it: true, en: [7] }, {}],
    [{ it: '', en: '  ' }, {}],
    [{ it: 0, en: -3 }, {}],
    [{ fr: 9, IT: 107 }, {}],
    [[107], {}],
    ['it', {}],
  ])('%j are %j', (translations, expected) => {
    expect(mapped({ translations }).translations).toStrictEqual(expected)
  })
})

describe('meta for professionals (issue 41)', () => {
  const store = 'https://shop.example.com'
  const meta = (entries: Record<string, unknown>) => ({ meta_data: Object.entries(entries).map(([key, value]) => ({ key, value })) })

  it('reads the overall size, the energy label and the technical files on the store', () => {
    const product = mapped(
      meta({
        overall_dimensions: '1250 x 700 x 1450 mm',
        energy_class: 'b',
        eprel_id: 1234567,
        technical_files: [
          { name: 'Front and side views', file: `${store}/uploads/a.dwg`, format: 'DWG' },
          { name: 'Elsewhere', file: 'https://cdn.example.net/a.ifc', format: 'IFC' },
        ],
      }),
      { storeOrigin: store },
    )
    expect(product.overall).toEqual({ width: 1250, depth: 700, height: 1450 })
    expect(product.energy).toEqual({ energyClass: 'B', eprelId: '1234567' })
    expect(product.technicalFiles).toEqual([{ name: 'Front and side views', url: `${store}/uploads/a.dwg`, format: 'DWG' }])
  })

  it('leaves out what is missing or malformed, and keeps the transport data apart from the overall size', () => {
    const product = mapped({
      ...meta({ overall_dimensions: 'large', energy_class: 'B' }),
      dimensions: { length: '100', width: '90', height: '150' },
    })
    expect(product).not.toHaveProperty('overall')
    expect(product).not.toHaveProperty('energy')
    expect(product.technicalFiles).toEqual([])
    expect(product.transport).toEqual({ length: '100', width: '90', height: '150' })
  })
})
