/** The facts of a product, their names and how their values read: the product page and the comparison both use
 * them, so a fact added to one shows in the other, worded the same. */
import { catalogue, type Locale } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { overallText } from './overallText'
import type { CustomizationOption, Product } from './product'

export const technicalFacts = [
  'overallDimensions',
  'temperature',
  'coolingSystem',
  'door',
  'capacity',
  'internalDimensions',
  'temperatureRange',
  'power',
  'noiseLevel',
  'energyConsumption',
] as const
export const transportFacts = ['height', 'length', 'width', 'weight'] as const

/** Every fact, in the order the comparison lists them (the product page shows colours and customisation apart). */
export const factKeys = [...technicalFacts.slice(0, 5), 'colours', ...technicalFacts.slice(5), ...transportFacts, 'customization'] as const
export type FactKey = (typeof factKeys)[number]

export type FactSource = Pick<
  Product,
  'temperature' | 'coolingSystem' | 'door' | 'capacity' | 'colours' | 'specs' | 'transport' | 'customization' | 'overall'
>

export type FactValue = readonly string[] | undefined

type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

/** The labels of the product page and its spec sheet, where technical specs and transport data are each under their
 * heading: the specification's words ("Temperature range", "Height"). */
export const factLabel: Record<FactKey, Label> = {
  overallDimensions: m.spec_overall_dimensions,
  // The attribute is the temperature the cabinet works at; the meta is the range its control can be set to.
  temperature: m.spec_temperature,
  coolingSystem: m.spec_cooling_system,
  door: m.spec_door,
  capacity: m.spec_capacity,
  colours: m.product_standard_colours,
  internalDimensions: m.spec_internal_dimensions,
  temperatureRange: m.spec_temperature_range,
  power: m.spec_power,
  noiseLevel: m.spec_noise_level,
  energyConsumption: m.spec_energy_consumption,
  height: m.spec_height,
  length: m.spec_length,
  width: m.spec_width,
  weight: m.spec_weight,
  customization: m.spec_customisation,
}

/** Where every fact stands in one list (the comparison), the transport sizes say they are packed sizes, not the
 * cabinet's own (that is overallDimensions). */
export const ungroupedFactLabel: Record<FactKey, Label> = {
  ...factLabel,
  height: m.spec_transport_height,
  length: m.spec_transport_length,
  width: m.spec_transport_width,
  weight: m.spec_transport_weight,
}

export const customizationLabel: Record<CustomizationOption, () => string> = {
  main_colour: m.customize_main_colour,
  wheel_cover: m.customize_wheel_cover,
  handle: m.customize_handle,
}

const one = (value: string | undefined): FactValue => (value?.trim() ? [value.trim()] : undefined)
const list = (values: readonly string[]): FactValue => {
  const items = values.map((v) => v.trim()).filter(Boolean)
  return items.length ? items : undefined
}
/** A bare number (the store's transport data, a power typed without its unit) gets the unit; anything else shows as written. */
const withUnit = (value: string | undefined, unit: string) =>
  one(value && /^\d+([.,]\d+)?$/.test(value.trim()) ? `${value.trim()} ${unit}` : value)

export function productFacts(product: FactSource): Record<FactKey, FactValue> {
  const { specs, transport } = product
  return {
    overallDimensions: product.overall ? [overallText(product.overall)] : undefined,
    temperature: list(product.temperature),
    coolingSystem: list(product.coolingSystem),
    door: list(product.door),
    capacity: list(product.capacity),
    colours: list(product.colours),
    internalDimensions: one(specs.internalDimensions),
    temperatureRange: one(specs.temperatureRange),
    power: withUnit(specs.power, 'W'),
    noiseLevel: one(specs.noiseLevel),
    energyConsumption: one(specs.energyConsumption),
    height: withUnit(transport.height, catalogue.dimensionUnit),
    length: withUnit(transport.length, catalogue.dimensionUnit),
    width: withUnit(transport.width, catalogue.dimensionUnit),
    weight: withUnit(transport.weight, catalogue.weightUnit),
    customization: list(
      product.customization.map(
        (item) =>
          `${customizationLabel[item.option]()}: ${item.availability === 'standard' ? m.customize_standard() : m.customize_optional()}`,
      ),
    ),
  }
}

export const factText = (value: FactValue) => value?.join(', ')
