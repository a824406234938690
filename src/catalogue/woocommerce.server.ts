/** WooCommerce REST v3 products -> the site's `Product` (docs/specification.md §10). A malformed field hides that
 * field, a product without slug or name is skipped, and nothing the store returns can throw out of here. */
import sanitizeHtml from 'sanitize-html'
import * as v from 'valibot'
import { categories, storeApi, type Category, type Locale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'
import { customizationOptions, type Customization, type Product } from './product'
import { energyLabelOf, overallDimensionsOf, technicalFilesOf } from './professionalMeta'

const text = v.pipe(v.string(), v.trim())
const loose = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

const ImageSchema = v.object({
  src: v.pipe(text, v.minLength(1)),
  alt: v.fallback(v.optional(v.string(), ''), ''),
  // The store's own word on when the file last changed: it versions the image-service URL.
  date_modified_gmt: loose(v.pipe(text, v.regex(/^[0-9T:.+-]{1,40}$/))),
  date_modified: loose(v.pipe(text, v.regex(/^[0-9T:.+-]{1,40}$/))),
})
const TermSchema = v.object({ slug: v.string() })
const AttributeSchema = v.object({ id: v.number(), options: v.array(v.unknown()) })
const MetaSchema = v.object({ key: v.string(), value: v.unknown() })

/** What the site reads of a WooCommerce product; every field but slug and name may be broken. */
const WooProductSchema = v.object({
  id: v.number(),
  slug: v.pipe(text, v.minLength(1)),
  name: v.pipe(text, v.minLength(1)),
  menu_order: v.fallback(v.number(), 0),
  short_description: v.fallback(v.string(), ''),
  description: v.fallback(v.string(), ''),
  categories: v.fallback(v.array(v.unknown()), []),
  images: v.fallback(v.array(v.unknown()), []),
  attributes: v.fallback(v.array(v.unknown()), []),
  meta_data: v.fallback(v.array(v.unknown()), []),
  // Each dimension on its own: a store that leaves one out still shows the others.
  dimensions: loose(v.partial(v.object({ length: v.unknown(), width: v.unknown(), height: v.unknown() }))),
  weight: loose(v.unknown()),
  translations: loose(v.record(v.string(), v.unknown())),
})

const allowedHtml: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { h2: 'h3', h1: 'h3' },
}

export const sanitizeDescription = (html: string) => sanitizeHtml(html, allowedHtml).trim()
// Text out of sanitize-html has every entity decoded, then `&`, `<` and `>` escaped again (and nothing else): undo
// those three in one pass, so that a store's literal "&lt;" is not decoded twice into "<".
const escapedInText = { '&amp;': '&', '&lt;': '<', '&gt;': '>' } as Record<string, string>
const htmlToText = (html: string) =>
  // Stryker disable next-line ArrayDeclaration: a made-up tag name in the list changes nothing, no input has it
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(?:amp|lt|gt);/g, (entity) => escapedInText[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim()

/** A meta or dimension value shown as text: strings and finite numbers; anything else hides it. */
function displayValue(value: unknown): string | undefined {
  if (Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  return undefined
}

const categoryBySlug = new Map<string, Category>(categories.flatMap((c) => storeApi.categoryAliases[c].map((alias) => [alias, c] as const)))

function categoryOf(terms: unknown[]): Category | null {
  for (const term of terms) {
    const parsed = v.safeParse(TermSchema, term)
    const category = parsed.success ? categoryBySlug.get(parsed.output.slug.toLowerCase()) : undefined
    if (category) return category
  }
  return null
}

function attributeOptions(attributes: unknown[], id: number): string[] {
  for (const attribute of attributes) {
    const parsed = v.safeParse(AttributeSchema, attribute)
    if (parsed.success && parsed.output.id === id) {
      return parsed.output.options.filter((o): o is string => typeof o === 'string' && o.trim() !== '').map((o) => o.trim())
    }
  }
  return []
}

function metaMap(meta: unknown[]): Map<string, unknown> {
  const map = new Map<string, unknown>()
  for (const entry of meta) {
    const parsed = v.safeParse(MetaSchema, entry)
    if (parsed.success && !map.has(parsed.output.key)) map.set(parsed.output.key, parsed.output.value)
  }
  return map
}

const CustomizationSchema = v.object({
  option: v.picklist(customizationOptions),
  availability: v.picklist(['standard', 'optional']),
  choices: v.fallback(v.optional(v.array(v.string()), []), []),
})

function customizationOf(value: unknown): Customization[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) => {
    const parsed = v.safeParse(CustomizationSchema, item)
    return parsed.success ? [{ ...parsed.output, choices: parsed.output.choices.map((c) => c.trim()).filter(Boolean) }] : []
  })
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []
}

/** A datasheet link: an absolute http(s) URL or a root-relative path, never `javascript:`. */
function safeUrl(value: unknown): string | undefined {
  const url = displayValue(value)
  if (!url) return undefined
  if (url.startsWith('/') && !url.startsWith('//')) return url
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  return parsed?.protocol === 'https:' || parsed?.protocol === 'http:' ? parsed.href : undefined
}

/** An image elsewhere than the store's origin is left out, not shown broken: the image service reads nothing else
 * (docs/decisions/0011). */
function imagesOf(images: unknown[], name: string, storeOrigin: string | undefined): Product['images'] {
  return images.flatMap((image) => {
    const parsed = v.safeParse(ImageSchema, image)
    if (!parsed.success) return []
    const src = safeUrl(parsed.output.src)
    if (!src || (storeOrigin && !src.startsWith('/') && new URL(src).origin !== storeOrigin)) return []
    const version = parsed.output.date_modified_gmt ?? parsed.output.date_modified
    return [{ src, alt: parsed.output.alt.trim() || name, ...(version ? { version } : {}) }]
  })
}

/** A product id is a positive integer: `""` (which Number reads as 0) or a negative number is no counterpart. */
const isProductId = (n: unknown): n is number => Number.isInteger(n) && Number(n) > 0

function translationsOf(value: Record<string, unknown> | undefined): Product['translations'] {
  const result: Product['translations'] = {}
  for (const [locale, id] of Object.entries(value ?? {})) {
    const n = typeof id === 'string' ? Number(id) : id
    if (isLocale(locale) && isProductId(n)) result[locale] = n
  }
  return result
}

export type MapResult = { ok: true; product: Product } | { ok: false; reason: string }

export type MapOptions = {
  /** The store's origin: absolute image and technical-file URLs elsewhere are dropped. */
  storeOrigin?: string
}

export function mapWooProduct(raw: unknown, locale: Locale, options: MapOptions = {}): MapResult {
  const parsed = v.safeParse(WooProductSchema, raw)
  if (!parsed.success) {
    // Only top-level fields can fail (every nested one falls back): a path has one key at most.
    const [issue] = parsed.issues
    const field = issue.path?.[0].key
    return { ok: false, reason: `${typeof field === 'string' ? field : 'product'}: ${issue.message}` }
  }
  const p = parsed.output
  const ids = storeApi.attributeIds
  const meta = metaMap(p.meta_data)
  const images = imagesOf(p.images, p.name, options.storeOrigin)
  const spec = (key: string) => displayValue(meta.get(key))
  const product: Product = {
    id: p.id,
    slug: p.slug,
    name: htmlToText(p.name),
    locale,
    category: categoryOf(p.categories),
    menuOrder: p.menu_order,
    summary: htmlToText(p.short_description),
    image: images[0] ?? null,
    images,
    descriptionHtml: sanitizeDescription(p.description),
    temperature: attributeOptions(p.attributes, ids.temperature),
    coolingSystem: attributeOptions(p.attributes, ids.coolingSystem),
    door: attributeOptions(p.attributes, ids.door),
    capacity: attributeOptions(p.attributes, ids.capacity),
    colours: attributeOptions(p.attributes, ids.colour),
    features: stringList(meta.get('general_features')),
    specs: dropUndefined({
      internalDimensions: spec('internal_dimensions'),
      temperatureRange: spec('temperature_range'),
      power: spec('power'),
      noiseLevel: spec('noise_level'),
      energyConsumption: spec('energy_consumption'),
    }),
    transport: dropUndefined({
      height: displayValue(p.dimensions?.height),
      length: displayValue(p.dimensions?.length),
      width: displayValue(p.dimensions?.width),
      weight: displayValue(p.weight),
    }),
    customization: customizationOf(meta.get('customization')),
    technicalFiles: technicalFilesOf(meta.get('technical_files'), options.storeOrigin),
    translations: translationsOf(p.translations),
  }
  const datasheetUrl = safeUrl(meta.get('datasheet'))
  if (datasheetUrl) product.datasheetUrl = datasheetUrl
  const overall = overallDimensionsOf(meta.get('overall_dimensions'))
  if (overall) product.overall = overall
  const energy = energyLabelOf(meta.get('energy_class'), meta.get('eprel_id'))
  if (energy) product.energy = energy
  return { ok: true, product }
}

function dropUndefined<T extends Record<string, string | undefined>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T
}

/** Skips (and reports) malformed products and duplicate slugs; orders the rest as the store's `order=asc` intends. */
export function mapWooFeed(
  raw: unknown,
  locale: Locale,
  report: (message: string) => void = () => {},
  options: MapOptions = {},
): Product[] {
  if (!Array.isArray(raw)) {
    report('the feed is not a JSON array')
    return []
  }
  const seen = new Set<string>()
  const products: Product[] = []
  raw.forEach((item, index) => {
    const result = mapWooProduct(item, locale, options)
    if (!result.ok) return report(`product #${index} skipped (${result.reason})`)
    if (seen.has(result.product.slug)) return report(`product #${index} skipped (duplicate slug ${result.product.slug})`)
    seen.add(result.product.slug)
    products.push(result.product)
  })
  return products.sort((a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name, locale))
}
