import { describe, expect, it } from 'vitest'
import { factKeys, factLabel, productFacts, transportFacts, ungroupedFactLabel, type FactSource } from './productFacts'

const source = (over: Partial<FactSource> = {}): FactSource => ({
  temperature: [],
  coolingSystem: [],
  door: [],
  capacity: [],
  colours: [],
  specs: {},
  transport: {},
  customization: [],
  ...over,
})

describe('productFacts', () => {
  it('states the overall size as width x depth x height in millimetres', () => {
    expect(productFacts(source({ overall: { width: 900, depth: 800, height: 1350 } })).overallDimensions).toEqual(['900 × 800 × 1350 mm'])
    expect(productFacts(source()).overallDimensions).toBeUndefined()
  })

  it.each([
    ['380', ['380 W']],
    ['620 W', ['620 W']],
    ['1,2 kW', ['1,2 kW']],
    ['  ', undefined],
  ])('power %j reads %j', (power, value) => expect(productFacts(source({ specs: { power } })).power).toEqual(value))

  it('lists the overall size first, before the temperature, and keeps the transport facts apart', () => {
    expect(factKeys.slice(0, 2)).toEqual(['overallDimensions', 'temperature'])
    expect(factKeys.indexOf('colours')).toBe(5)
    expect(factKeys.slice(-5)).toEqual(['height', 'length', 'width', 'weight', 'customization'])
  })
})

describe('the labels', () => {
  // The product page's labels as docs/specification.md names them ("Product page content labels"): technical specs,
  // then transport data under its own heading.
  it.each([
    [
      'en',
      ['Temperature', 'Cooling system', 'Door', 'Internal dimensions', 'Temperature range', 'Power', 'Noise level', 'Energy consumption'],
      ['Height', 'Length', 'Width', 'Weight'],
    ],
    [
      'it',
      [
        'Temperatura',
        'Sistema di refrigerazione',
        'Porta',
        'Dimensioni interne',
        'Intervallo di temperatura',
        'Potenza',
        'Rumorosità',
        'Consumo energetico',
      ],
      ['Altezza', 'Lunghezza', 'Larghezza', 'Peso'],
    ],
  ] as const)('of the product page in %s are the specification’s words', (locale, technical, transport) => {
    const named = [
      'temperature',
      'coolingSystem',
      'door',
      'internalDimensions',
      'temperatureRange',
      'power',
      'noiseLevel',
      'energyConsumption',
    ] as const
    expect(named.map((key) => factLabel[key]({}, { locale }))).toEqual(technical)
    expect(transportFacts.map((key) => factLabel[key]({}, { locale }))).toEqual(transport)
  })

  it('name the transport facts as such where they stand among the others (the comparison)', () => {
    expect(transportFacts.map((key) => ungroupedFactLabel[key]({}, { locale: 'en' }))).toEqual([
      'Transport height',
      'Transport length',
      'Transport width',
      'Transport weight',
    ])
    expect(ungroupedFactLabel.temperatureRange({}, { locale: 'en' })).toBe('Temperature range')
  })
})
