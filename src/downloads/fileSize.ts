/** A file's size as a visitor reads it: "84 KB", "1.2 MB" ("1,2 MB" in Italian). Decimal units, as file managers show. */
import { locales, type Locale } from '#app-config'

const formats = new Map<Locale, Intl.NumberFormat>()
const numberFormat = (locale: Locale) => {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locales.find((l) => l.code === locale)?.iso, { maximumFractionDigits: 1 })
    formats.set(locale, format)
  }
  return format
}

export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${numberFormat(locale).format(Math.round(bytes / 1000))} KB`
  return `${numberFormat(locale).format(Math.round(bytes / 100_000) / 10)} MB`
}
