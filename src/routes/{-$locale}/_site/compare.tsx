import { createFileRoute } from '@tanstack/react-router'
import { printFrameStyle } from '#src/compare/printFrame.ts'
import { compareSearch } from '#src/compare/search.ts'
import { ComparePage } from '#src/components/compare/ComparePage.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/compare')({
  // Whatever the address holds is read, never rejected: unknown and surplus slugs become notices on the page.
  validateSearch: compareSearch,
  // Only the comparison's own keys: the search also holds its parents' (tracking parameters among them).
  loaderDeps: ({ search }) => compareSearch(search),
  // Imported when it runs, to keep it out of the first load.
  loader: async (args) => (await import('./-compare')).loadComparison(args),
  head: ({ loaderData }) => ({
    ...pageHead({ title: m.page_compare_title(), description: m.page_compare_description() }),
    styles: loaderData ? [{ children: printFrameStyle(loaderData.printedOn) }] : [],
  }),
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage search={Route.useSearch()} />
}
