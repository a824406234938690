/** What a spec sheet says, in the caller's locale: the product page's facts, labels and units. Pure, so tests read
 * the words without a PDF; sheetDocument.server.ts lays them out. */
import { company, locales } from '#app-config'
import type { Product } from '#src/catalogue/product.ts'
import { customizationLabel, factLabel, factText, productFacts, technicalFacts, transportFacts } from '#src/catalogue/productFacts.ts'
import { categoryLabel } from '#src/catalogue/categoryLabels.ts'
import { m } from '#src/paraglide/messages.js'
import { eprelUrl } from './links'

type SheetRow = { label: string; value: string }
export type SheetContent = {
  /** BCP 47 language of the document (its /Lang). */
  lang: string
  title: string
  subject: string
  collection?: string
  summary?: string
  pictureAlt?: string
  energy?: { letter: string; text: string; eprel: string; url: string }
  tables: Array<{ heading: string; rows: SheetRow[] }>
  lists: Array<{ heading: string; items: string[] }>
  online: string
  pageUrl: string
  footer: string[]
}

export type SheetProduct = Pick<
  Product,
  | 'name'
  | 'locale'
  | 'category'
  | 'summary'
  | 'images'
  | 'temperature'
  | 'coolingSystem'
  | 'door'
  | 'capacity'
  | 'colours'
  | 'specs'
  | 'transport'
  | 'customization'
  | 'overall'
  | 'energy'
  | 'features'
>

const rows = (facts: ReturnType<typeof productFacts>, keys: readonly (keyof typeof facts)[]): SheetRow[] =>
  keys.flatMap((key) => {
    const value = factText(facts[key])
    return value ? [{ label: factLabel[key](), value }] : []
  })

/** The sheet of `product`, whose page is at `pageUrl` (absolute). Facts the product lacks are simply left out. */
export function sheetContent(product: SheetProduct, pageUrl: string): SheetContent {
  const facts = productFacts(product)
  const iso = locales.find((l) => l.code === product.locale)?.iso ?? product.locale
  const customisation = product.customization.map((item) =>
    m.sheet_customisation_item({
      option: customizationLabel[item.option](),
      availability: item.availability === 'standard' ? m.customize_standard() : m.customize_optional(),
      choices: item.choices.join(', '),
    }),
  )
  const energy = product.energy
  return {
    lang: iso,
    title: product.name,
    subject: m.sheet_subject(),
    ...(product.category ? { collection: categoryLabel(product.category) } : {}),
    ...(product.summary ? { summary: product.summary } : {}),
    ...(product.images[0] ? { pictureAlt: product.images[0].alt } : {}),
    ...(energy
      ? {
          energy: {
            letter: energy.energyClass,
            text: m.sheet_energy_class({ letter: energy.energyClass }),
            eprel: m.sheet_eprel(),
            url: eprelUrl(energy.eprelId),
          },
        }
      : {}),
    tables: [
      { heading: m.product_technical_specs(), rows: rows(facts, technicalFacts) },
      { heading: m.product_transport_data(), rows: rows(facts, transportFacts) },
    ].filter((table) => table.rows.length),
    lists: [
      { heading: m.product_standard_colours(), items: product.colours },
      { heading: m.spec_customisation(), items: customisation.map((line) => line.replace(/: $/, '')) },
      { heading: m.product_general_features(), items: product.features },
    ].filter((list) => list.items.length),
    online: m.sheet_online({ url: pageUrl }),
    pageUrl,
    footer: [
      `${company.legalName} · ${company.street}, ${company.postalCode} ${company.city} (${company.province}) · ${company.vat}`,
      `${company.phone} · ${company.email}`,
    ],
  }
}
