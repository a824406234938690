/** How the downloads answer (docs/decisions/0046, 0068): their caching, their file names, their refusals. */
import { defaultLocale, type Locale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'
import { m } from '#src/paraglide/messages.js'

/** `?v=` of the current version: kept a year, as image variants are. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** As pages: a CDN keeps it a few minutes, browsers ask again (cheap with the ETag). */
export const REVALIDATE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'
/** A sheet made without its photo (the store did not send it): kept a minute, then asked again. */
export const DEGRADED = 'public, max-age=0, s-maxage=60'

export type RefusalStatus = 404 | 429 | 502 | 503 | 504

const refusalText: Record<RefusalStatus, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  404: m.download_not_found,
  429: m.download_too_many,
  502: m.download_store_failed,
  503: m.download_busy,
  504: m.download_store_failed,
}

/** A short text in the link's language, never kept. */
export function refusal(status: RefusalStatus, locale: Locale, headers: Record<string, string> = {}): Response {
  return new Response(refusalText[status]({}, { locale }), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

/** `filename*` carries the name as it is; the plain one an ASCII copy for old clients. */
export function disposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\w.-]+/g, '-')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale)
