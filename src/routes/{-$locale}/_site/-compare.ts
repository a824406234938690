/** Loaders of the comparison and the quote for several, imported when they run: a route's loader is in every first load. */
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '#app-config'
import { emptyComparison } from '#src/compare/comparison.ts'
import { languageSearch } from '#src/compare/languageSearch.ts'
import { comparisonQuery } from '#src/compare/queries.ts'
import type { CompareSearch } from '#src/compare/search.ts'
import { parseSlugList } from '#src/compare/selection.ts'
import { formatDate } from '#src/content/formatDate.ts'

type LoaderArgs<Deps> = { context: { queryClient: QueryClient; locale: Locale }; deps: Deps }

/** The printed day is written here, so no date formatter is built at hydration. */
export async function loadComparison({ context, deps }: LoaderArgs<CompareSearch>) {
  const { slugs } = parseSlugList(deps.products)
  const result = slugs.length ? await context.queryClient.ensureQueryData(comparisonQuery(context.locale, slugs)) : emptyComparison
  return { languageSearch: languageSearch(result, deps), printedOn: formatDate(new Date().toISOString().slice(0, 10), context.locale) }
}

export async function loadQuotedProducts({ context, deps }: LoaderArgs<{ products?: string }>) {
  const { slugs } = parseSlugList(deps.products)
  if (slugs.length) await context.queryClient.ensureQueryData(comparisonQuery(context.locale, slugs))
}
