/** Phone numbers as Europeans type them: `0049 89 1234567`, `+49…`, or `089 1234567` with Germany chosen. */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min'

// The country's dial prefix before a number that carries its own country code: the visitor's code wins.
const prefixBeforeInternational = /^\s*\+\d{1,4}[\s.\-/]*(?=\+|00)/
const barePrefix = /^\+\d{1,4}$/

export const tidyPhoneInput = (value: string): string => value.replace(prefixBeforeInternational, '')

export type PhoneReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; international: string }

/** Nothing (empty, or a dial prefix alone), a number in international form (`+49 89 1234567`), or no number. */
export function readPhone(raw: string, country?: string): PhoneReading {
  const typed = tidyPhoneInput(raw.trim()).replace(/^00/, '+')
  if (typed === '' || barePrefix.test(typed)) return { kind: 'empty' }
  const number = parsePhoneNumberFromString(typed, country && isSupportedCountry(country) ? country : undefined)
  return number?.isValid() ? { kind: 'number', international: number.formatInternational() } : { kind: 'invalid' }
}
