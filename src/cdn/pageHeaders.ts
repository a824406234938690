/** A rendered page's cache tags: its address, its language, and what the render noted it shows (renderScope.ts). */
import { isLocale } from '#src/i18n/locale.ts'
import { shownInRender } from './renderScope'
import { cacheTagHeaders, cacheTags, fitTags } from './tags'

type Match = { status: string; context?: unknown }

export function pageTagHeaders(path: string, matches: readonly Match[]): Record<string, string> | undefined {
  if (matches.some((m) => m.status !== 'success')) return undefined
  const locale = matches.map((m) => (m.context as { locale?: unknown } | undefined)?.locale).find(isLocale)
  if (!locale) return undefined
  const shown = shownInRender()
  return cacheTagHeaders(fitTags({ fixed: [cacheTags.page(path), cacheTags.language(locale), ...shown.fixed], groups: shown.groups }))
}
