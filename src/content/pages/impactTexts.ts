import type { Locale } from '#app-config'
import { isoOf } from '#src/i18n/locale.ts'

/** The yearly savings the maker expects from its cabinets (docs/specification.md §1), from one place. */
export const impact = { energyKwhPerYear: 116_937, co2KgPerYear: 41_208, solarShare: 0.9 } as const

export type ImpactTexts = { energy: string; co2: string; solar: string }

/** Number formatters per language, built once: building them costs more than formatting the figures. */
const formats = new Map<Locale, { number: Intl.NumberFormat; percent: Intl.NumberFormat }>()

/** Called by the loaders, so the first page's figures arrive formatted and no browser builds a formatter mid-hydration. */
export function impactTexts(locale: Locale): ImpactTexts {
  let found = formats.get(locale)
  if (!found) {
    const iso = isoOf(locale)
    found = { number: new Intl.NumberFormat(iso), percent: new Intl.NumberFormat(iso, { style: 'percent' }) }
    formats.set(locale, found)
  }
  return {
    energy: found.number.format(impact.energyKwhPerYear),
    co2: found.number.format(impact.co2KgPerYear),
    solar: found.percent.format(impact.solarShare),
  }
}
