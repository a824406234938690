/** A file's size as a visitor reads it: "84 KB", "1.2 MB" ("1,2 MB" in Italian). Decimal units, as file managers show. */
import { locales, type Locale } from '#app-config'

const formats = new Map<Locale, Intl.NumberFormat>()
const numberFormat = (locale: Locale) => {
  let format = formats.get(locale)
  // Stryker disable next-line ConditionalExpression: the cache only spares making the same format again
  if (!format) {
    // Stryker disable next-line OptionalChaining,ObjectLiteral: every locale has its entry; values come rounded to one decimal
    format = new Intl.NumberFormat(locales.find((l) => l.code === locale)?.iso, { maximumFractionDigits: 1 })
    // Stryker disable next-line CallExpression: as above, a format made each time reads the same
    formats.set(locale, format)
  }
  return format
}

export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${numberFormat(locale).format(Math.round(bytes / 1000))} KB`
  return `${numberFormat(locale).format(Math.round(bytes / 100_000) / 10)} MB`
}
