import { defaultLocale, localeCodes, type Locale } from '#app-config'
import { split } from './segments'

/** Prefix of every non-default locale's URLs, e.g. `/it`. The default locale has none. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
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
