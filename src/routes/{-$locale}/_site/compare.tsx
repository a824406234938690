import { createFileRoute } from '@tanstack/react-router'
import { compareSearch } from '~/compare/search'
import { ComparePage } from '~/components/compare/ComparePage'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/compare')({
  // Whatever the address holds is read, never rejected: unknown and surplus slugs become notices on the page.
  validateSearch: compareSearch,
  loaderDeps: ({ search }) => search,
  // The server resolves the slugs during SSR: the page arrives with its table. Imported when it runs (first load).
  loader: async (args) => (await import('~/compare/loaders')).loadComparison(args),
  // A visitor's own selection is no page for search results (`unindexedPages`: noindex, follow; not in the sitemap).
  head: () => pageHead({ title: m.page_compare_title(), description: m.page_compare_description() }),
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage search={Route.useSearch()} />
}
