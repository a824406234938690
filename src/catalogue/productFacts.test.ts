import { describe, expect, it } from 'vitest'
import { factKeys, productFacts, type FactSource } from './productFacts'

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
