/**
 * Phone numbers as Europeans type them: with the `00` international prefix (`0049 89 1234567`), with a `+`,
 * or nationally (`089 1234567`) for the country chosen. The country choice puts its dial prefix in the
 * field; a number typed after it that carries its own country code wins over it, never doubled.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** A dial prefix (`+49`) standing before a number that already says its country (`0049…`, `+49…`). */
const prefixBeforeInternational = /^\s*\+\d{1,4}[\s.\-/]*(?=\+|00)/
const barePrefix = /^\+\d{1,4}$/

/** The field as the visitor types into it: a number with its own country code loses the prefix put before it. */
export const tidyPhoneInput = (value: string): string => value.replace(prefixBeforeInternational, '')

export type PhoneReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; international: string }

/**
 * What a phone field holds: nothing (empty, or the dial prefix alone), a number (in international form,
 * `+49 89 1234567`: E.164's digits, grouped as the country writes them), or something that is not a number.
 */
export function readPhone(raw: string, country?: string): PhoneReading {
  const typed = tidyPhoneInput(raw.trim()).replace(/^00/, '+')
  if (typed === '' || barePrefix.test(typed)) return { kind: 'empty' }
  const number = parsePhoneNumberFromString(typed, country && isSupportedCountry(country) ? country : undefined)
  return number?.isValid() ? { kind: 'number', international: number.formatInternational() } : { kind: 'invalid' }
}
