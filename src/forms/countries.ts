import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'
import type { Locale } from '#app-config'

/** Every country with a telephone calling code, by ISO 3166 code. */
export const countryCodes: readonly CountryCode[] = getCountries()

export const isCountryCode = (code: string): code is CountryCode => (countryCodes as readonly string[]).includes(code)

/** The dial prefix of a country, e.g. IT -> "+39". */
export const dialPrefix = (code: CountryCode) => `+${getCountryCallingCode(code)}`

/**
 * The country list of the forms: Italy first (SPEC section 3), then every other country sorted by
 * its name in the visitor's language, names from the platform (Intl.DisplayNames).
 */
export function countryOptions(locale: Locale): Array<{ code: CountryCode; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  const options = countryCodes.map((code) => ({ code, name: names.of(code) ?? code }))
  const italy = options.filter((o) => o.code === 'IT')
  const rest = options.filter((o) => o.code !== 'IT').sort((a, b) => collator.compare(a.name, b.name))
  return [...italy, ...rest]
}

/**
 * The phone field after a country change: the new prefix replaces the old one (or an empty field),
 * and a number the visitor already typed after the old prefix is kept.
 */
export function phoneWithPrefix(phone: string, previous: CountryCode | undefined, next: CountryCode): string {
  const nextPrefix = dialPrefix(next)
  const oldPrefix = previous ? dialPrefix(previous) : undefined
  let rest = phone.trim()
  if (oldPrefix && rest.startsWith(oldPrefix)) rest = rest.slice(oldPrefix.length).trim()
  else if (/^\+\d{1,4}$/.test(rest)) rest = ''
  // A full international number the visitor typed themselves is theirs to keep.
  else if (rest.startsWith('+')) return rest
  return rest ? `${nextPrefix} ${rest}` : `${nextPrefix} `
}
