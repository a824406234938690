import { locales, type Locale } from '#app-config'

/** A content date (YYYY-MM-DD) as the reader's language writes it, e.g. "2 October 2025". */
export function formatDate(date: string, locale: Locale): string {
  const iso = locales.find((l) => l.code === locale)?.iso ?? 'en-US'
  // Noon UTC: the calendar day is the same in every time zone the server may run in.
  return new Intl.DateTimeFormat(iso === 'en-US' ? 'en-GB' : iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}
