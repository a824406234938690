/** The site's own product model: pages never see WooCommerce's shape (`woocommerce.server.ts` maps it). */
import type { Category, Locale } from '#app-config'

export const customizationOptions = ['main_colour', 'wheel_cover', 'handle'] as const
export type CustomizationOption = (typeof customizationOptions)[number]

export type Customization = {
  option: CustomizationOption
  availability: 'standard' | 'optional'
  choices: string[]
}

/** `src` is on the store's origin (or a file of the site's, for the embedded drawings); `version` is the image's
 * `date_modified_gmt`, so the image-service URL changes when the file does. */
export type ProductImage = { src: string; alt: string; version?: string }

export type OverallDimensions = { width: number; depth: number; height: number }

export const energyClasses = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EnergyClass = (typeof energyClasses)[number]

/** The EU energy label's class and the model's EPREL registration number: both or neither (docs/decisions/0047). */
export type EnergyLabel = { energyClass: EnergyClass; eprelId: string }

/** A technical file the store keeps for a model (DWG, RFA, IFC...): only ever on the store's origin. */
export type TechnicalFile = { name: string; url: string; format: string }

/** The fields a card, a collection and the search need: the feed the browser caches. */
export type ProductSummary = {
  id: number
  slug: string
  name: string
  locale: Locale
  category: Category | null
  menuOrder: number
  summary: string
  image: ProductImage | null
  temperature: string[]
  coolingSystem: string[]
  door: string[]
  capacity: string[]
  colours: string[]
  /** Overall size: cards show it, the drawing and the spec sheet are made from it. */
  overall?: OverallDimensions
  energy?: EnergyLabel
}

type TechnicalSpecs = {
  internalDimensions?: string
  temperatureRange?: string
  power?: string
  noiseLevel?: string
  energyConsumption?: string
}

type TransportData = {
  height?: string
  length?: string
  width?: string
  weight?: string
}

export type Product = ProductSummary & {
  descriptionHtml: string
  images: ProductImage[]
  features: string[]
  specs: TechnicalSpecs
  transport: TransportData
  /** The store's own datasheet (any origin: a link, never fetched by the site). */
  datasheetUrl?: string
  technicalFiles: TechnicalFile[]
  customization: Customization[]
  /** Product ids of the same product in other languages (WPML). */
  translations: Partial<Record<Locale, number>>
}

export function toSummary(product: Product): ProductSummary {
  const {
    id,
    slug,
    name,
    locale,
    category,
    menuOrder,
    summary,
    image,
    temperature,
    coolingSystem,
    door,
    capacity,
    colours,
    overall,
    energy,
  } = product
  return {
    id,
    slug,
    name,
    locale,
    category,
    menuOrder,
    summary,
    image,
    temperature,
    coolingSystem,
    door,
    capacity,
    colours,
    ...(overall ? { overall } : {}),
    ...(energy ? { energy } : {}),
  }
}
