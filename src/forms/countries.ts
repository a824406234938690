import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import { countryLists } from 'virtual:country-lists'
import type { Locale } from '#app-config'

/** Every country with a telephone calling code, by ISO 3166 code. */
const countryCodes: readonly CountryCode[] = getCountries()

export const isCountryCode = (code: string): code is CountryCode => (countryCodes as readonly string[]).includes(code)

export const dialPrefix = (code: CountryCode) => `+${getCountryCallingCode(code)}`

/** The country list of the forms in the visitor's language: Italy first, then by name (countryList.ts). */
export function countryOptions(locale: Locale): Array<{ code: CountryCode; name: string }> {
  const list = countryLists[locale] ?? []
  return list.filter(([code]) => isCountryCode(code)).map(([code, name]) => ({ code: code as CountryCode, name }))
}

/** The phone field after a country change: the new prefix replaces the old one, and a number already typed is kept. */
export function phoneWithPrefix(phone: string, previous: CountryCode | undefined, next: CountryCode): string {
  const nextPrefix = dialPrefix(next)
  const oldPrefix = previous ? dialPrefix(previous) : undefined
  let rest = phone.trim()
  if (oldPrefix && rest.startsWith(oldPrefix)) rest = rest.slice(oldPrefix.length).trim()
  else if (/^\+\d{1,4}$/.test(rest)) rest = ''
  // A number with its own country code (+…, or 00… as Europeans dial it) is the visitor's to keep.
  if (/^(\+|00)/.test(rest)) return rest
  return rest ? `${nextPrefix} ${rest}` : `${nextPrefix} `
}
