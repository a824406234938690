import { createFileRoute } from '@tanstack/react-router'
import { catalogueQuery } from '~/catalogue/queries'
import { parseSearchParams } from '~/catalogue/search'
import { SearchPage } from '~/components/catalogue/SearchPage'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  // Every filter lives in the URL, validated: a bad value is dropped, never an error.
  validateSearch: parseSearchParams,
  // The search route loads the feed itself during SSR (SPEC section 7): the page arrives filtered.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: () => pageHead({ title: m.page_search_title(), description: m.page_search_description() }),
  component: SearchRoute,
})

function SearchRoute() {
  const params = Route.useSearch()
  const navigate = Route.useNavigate()
  return <SearchPage params={params} onChange={(search) => void navigate({ search, resetScroll: false })} />
}
