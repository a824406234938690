/**
 * The loaders of the comparison and of the contact page's quote for several. A route's loader is part of every
 * page's first load, so the routes import this file only when it runs (on the server, and on a client-side
 * navigation to those pages).
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '#app-config'
import { emptyComparison } from '#src/compare/comparison.ts'
import { languageSearch } from '#src/compare/languageSearch.ts'
import { comparisonQuery } from '#src/compare/queries.ts'
import type { CompareSearch } from '#src/compare/search.ts'
import { parseSlugList } from '#src/compare/selection.ts'
import { formatDate } from '#src/content/formatDate.ts'

type LoaderArgs<Deps> = { context: { queryClient: QueryClient; locale: Locale }; deps: Deps }

/**
 * The comparison page: its products, resolved on the server, its query in each language for the switch, and the
 * day as its language writes it, for the printed pages (written here, so no formatter is built at hydration).
 */
export async function loadComparison({ context, deps }: LoaderArgs<CompareSearch>) {
  const { slugs } = parseSlugList(deps.products)
  const result = slugs.length ? await context.queryClient.ensureQueryData(comparisonQuery(context.locale, slugs)) : emptyComparison
  return { languageSearch: languageSearch(result, deps), printedOn: formatDate(new Date().toISOString().slice(0, 10), context.locale) }
}

/** The contact page's quote for several: the cabinets' names come with the page. */
export async function loadQuotedProducts({ context, deps }: LoaderArgs<{ products?: string }>) {
  const { slugs } = parseSlugList(deps.products)
  if (slugs.length) await context.queryClient.ensureQueryData(comparisonQuery(context.locale, slugs))
}
