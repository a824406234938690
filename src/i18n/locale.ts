import { defaultLocale, localeCodes, locales, type Locale } from '#app-config'
import { split } from './segments'

/** Prefix of every non-default locale's URLs, e.g. `/it`. The default locale has none. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** A language's BCP 47 tag (`it-IT`): for Intl, `hreflang` and a document's language. */
export function isoOf(locale: Locale): string {
  return locales.find((l) => l.code === locale)?.iso ?? locale
}

/** The tag a language's dates and times are written in: English ones the British way (day, month, year; the 24-hour
 * clock Italy uses), every other language its own. */
export function dateIsoOf(locale: Locale): string {
  const iso = isoOf(locale)
  return iso === 'en-US' ? 'en-GB' : iso
}

export function isLocale(value: unknown): value is Locale {
  return (localeCodes as ReadonlyArray<unknown>).includes(value)
}

export function localeFromParam(param: string | undefined): Locale {
  return isLocale(param) ? param : defaultLocale
}

export function paramFromLocale(locale: Locale): Locale | undefined {
  return locale === defaultLocale ? undefined : locale
}

/** The locale a path is in, and its segments after the locale's prefix (a default-locale path keeps them all). */
export function localeAndSegments(pathname: string): { locale: Locale; segments: string[] } {
  const locale = localeFromPathname(pathname)
  const segments = split(pathname)
  return { locale, segments: locale === defaultLocale ? segments : segments.slice(1) }
}

export function localeFromPathname(pathname: string): Locale {
  // A path that starts with the default locale (`/en/...`) is in the default locale too.
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : defaultLocale
}
