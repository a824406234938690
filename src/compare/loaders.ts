/**
 * The loaders of the comparison and of the contact page's quote for several, in a module of their own: a
 * route's loader is part of every page's first load, so the routes import this only when it runs (on the
 * server, and on a client-side navigation to those pages).
 */
import type { QueryClient } from '@tanstack/react-query'
import { localeCodes, type Locale } from '#app-config'
import { localeFromParam } from '~/i18n/locale'
import { emptyComparison, type Comparison } from './comparison'
import { comparisonQuery } from './queries'
import type { CompareSearch } from './search'
import { parseSlugList, PRODUCTS_PARAM } from './selection'

type LoaderArgs<Deps> = { context: { queryClient: QueryClient }; params: { locale?: string }; deps: Deps }

/** The comparison page: its products, resolved on the server, and its query in each language for the switch. */
export async function loadComparison({ context, params, deps }: LoaderArgs<CompareSearch>) {
  const { slugs } = parseSlugList(deps.products)
  const result = slugs.length
    ? await context.queryClient.ensureQueryData(comparisonQuery(localeFromParam(params.locale), slugs))
    : emptyComparison
  return { languageSearch: languageSearch(result, deps) }
}

/** The contact page's quote for several: the cabinets' names come with the page. */
export async function loadQuotedProducts({ context, params, deps }: LoaderArgs<{ products?: string }>) {
  const { slugs } = parseSlugList(deps.products)
  if (slugs.length) await context.queryClient.ensureQueryData(comparisonQuery(localeFromParam(params.locale), slugs))
}

/**
 * The query of the same comparison in each language (the language switch keeps the selection): the slugs of
 * the same products there. Undefined when the address asked for no products (the switch keeps it as it is).
 */
export function languageSearch(result: Pick<Comparison, 'alternates'>, search: CompareSearch): Partial<Record<Locale, string>> | undefined {
  if (search.products === undefined) return undefined
  const bySearch: Partial<Record<Locale, string>> = {}
  for (const locale of localeCodes) {
    const params = new URLSearchParams({ [PRODUCTS_PARAM]: (result.alternates[locale] ?? []).join(',') })
    if (search.differences) params.set('differences', search.differences)
    bySearch[locale] = `?${params.toString().replace(/%2C/g, ',')}`
  }
  return bySearch
}
