import { locales, type Locale } from '../../app.config'

/**
 * Content dates as each language writes them. Used when the site is built (parse.ts): posts and legal
 * pages carry their dates written out, so no browser builds a date formatter (the first one costs
 * about 40 ms at Lighthouse's 4x CPU, in the middle of hydration).
 */

/** One formatter per language, built on first use: building one costs more than formatting all the dates. */
const formatters = new Map<Locale, Intl.DateTimeFormat>()

function formatter(locale: Locale): Intl.DateTimeFormat {
  let format = formatters.get(locale)
  if (!format) {
    const iso = locales.find((l) => l.code === locale)?.iso ?? 'en-US'
    format = new Intl.DateTimeFormat(iso === 'en-US' ? 'en-GB' : iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    formatters.set(locale, format)
  }
  return format
}

/** A content date (YYYY-MM-DD) as the reader's language writes it, e.g. "2 October 2025". */
export function formatDate(date: string, locale: Locale): string {
  // Noon UTC: the calendar day is the same in every time zone the server may run in.
  return formatter(locale).format(new Date(`${date}T12:00:00Z`))
}
