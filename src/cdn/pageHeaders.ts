import type { QueryClient } from '@tanstack/react-query'
import { isLocale } from '#src/i18n/locale.ts'
import { pickedFrom } from './renderScope'
import { renderTags } from './renderTags'
import { cacheTagHeaders } from './tags'

type Match = { status: string; loaderData?: unknown; context?: unknown }

export function pageTagHeaders(path: string, matches: readonly Match[]): Record<string, string> | undefined {
  if (matches.some((m) => m.status !== 'success')) return undefined
  const contexts = matches.map((m) => (m.context ?? {}) as { queryClient?: QueryClient; locale?: unknown })
  const locale = contexts.map((c) => c.locale).find(isLocale)
  const queryClient = contexts.find((c) => c.queryClient)?.queryClient
  if (!locale || !queryClient) return undefined
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }))
  return cacheTagHeaders(renderTags({ locale, path, queries, loaderData: matches.map((m) => m.loaderData), lists: pickedFrom() }))
}
