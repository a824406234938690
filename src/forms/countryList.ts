/**
 * The forms' country lists: Italy first (docs/specification.md §6), then by name in each language. Node and browsers
 * ship different ICU data ("Hong Kong SAR China" or "Hong Kong"), so the lists are built once, at build time, by this
 * Vite plugin: computed on each side they would differ and break hydration.
 */
import type { Plugin } from 'vite'

export type CountryLists = Record<string, Array<[code: string, name: string]>>

export function buildCountryLists(codes: readonly string[], locales: readonly string[]): CountryLists {
  const lists: CountryLists = {}
  for (const locale of locales) {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const collator = new Intl.Collator(locale)
    const entries = codes.map((code): [string, string] => [code, names.of(code) ?? code])
    const italy = entries.filter(([code]) => code === 'IT')
    const rest = entries.filter(([code]) => code !== 'IT').sort((a, b) => collator.compare(a[1], b[1]))
    lists[locale] = [...italy, ...rest]
  }
  return lists
}

const id = 'virtual:country-lists'

/** Serves `virtual:country-lists` for the given country codes and locales. */
export function countryListsPlugin(codes: readonly string[], locales: readonly string[]): Plugin {
  return {
    name: 'lumera:country-lists',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) =>
      source === `\0${id}` ? `export const countryLists = ${JSON.stringify(buildCountryLists(codes, locales))};` : undefined,
  }
}
