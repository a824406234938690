import { createFileRoute } from '@tanstack/react-router'
import { searchQuery } from '~/catalogue/queries'
import { parseSearchParams } from '~/catalogue/search'
import { SearchPage } from '~/components/catalogue/SearchPage'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  // Every filter lives in the URL, validated: a bad value is dropped, never an error.
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => search,
  // The server ranks and filters during SSR (SPEC section 7): the page arrives with its results.
  loader: ({ context, params, deps }) => context.queryClient.ensureQueryData(searchQuery(localeFromParam(params.locale), deps)),
  head: () => pageHead({ title: m.page_search_title(), description: m.page_search_description() }),
  component: SearchRoute,
})

function SearchRoute() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SearchPage params={params} onChange={(search) => void navigate({ search, resetScroll: false })} />
}
