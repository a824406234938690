import type { Locale } from '../../app.config'
import { dateIsoOf } from '../i18n/locale'

/** Content dates written out at build time, so no browser builds a date formatter during hydration. */

/** Built on first use: building one costs more than formatting all the dates. */
const formatters = new Map<Locale, Intl.DateTimeFormat>()

function formatter(locale: Locale): Intl.DateTimeFormat {
  let format = formatters.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(dateIsoOf(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    formatters.set(locale, format)
  }
  return format
}

/** A content date (YYYY-MM-DD) as the reader's language writes it, e.g. "2 October 2025". */
export function formatDate(date: string, locale: Locale): string {
  // Noon UTC: the calendar day is the same in every time zone the server may run in.
  return formatter(locale).format(new Date(`${date}T12:00:00Z`))
}
