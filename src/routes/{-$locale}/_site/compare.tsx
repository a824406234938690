import { createFileRoute } from '@tanstack/react-router'
import { emptyComparison } from '~/compare/comparison'
import { comparisonQuery } from '~/compare/queries'
import { compareSearch, languageSearch } from '~/compare/search'
import { parseSlugList } from '~/compare/selection'
import { ComparePage } from '~/components/compare/ComparePage'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/compare')({
  // Whatever the address holds is read, never rejected: unknown and surplus slugs become notices on the page.
  validateSearch: compareSearch,
  loaderDeps: ({ search }) => search,
  // The server resolves the slugs during SSR: the page arrives with its table.
  loader: async ({ context, params, deps }) => {
    const locale = localeFromParam(params.locale)
    const { slugs } = parseSlugList(deps.products)
    const result = slugs.length ? await context.queryClient.ensureQueryData(comparisonQuery(locale, slugs)) : emptyComparison
    return { languageSearch: languageSearch(result, deps) }
  },
  // A visitor's own selection is no page for search results (`unindexedPages`: noindex, follow; not in the sitemap).
  head: () => pageHead({ title: m.page_compare_title(), description: m.page_compare_description() }),
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage search={Route.useSearch()} />
}
