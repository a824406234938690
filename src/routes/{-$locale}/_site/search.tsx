import { createFileRoute, redirect } from '@tanstack/react-router'
import { useMemo } from 'react'
import { searchQuery } from '#src/catalogue/queries.ts'
import { parseSearchParams, searchString } from '#src/catalogue/search.ts'
import { SearchPage } from '#src/components/catalogue/SearchPage.tsx'
import { postsAboutQuery } from '#src/content/queries.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  validateSearch: parseSearchParams,
  // The router keeps the raw values a validator dropped (`show=bad`): the server gets the clean ones only.
  loaderDeps: ({ search }) => parseSearchParams(search),
  loader: async ({ context: { queryClient, locale }, deps }) => {
    const [result] = await Promise.all([
      queryClient.ensureQueryData(searchQuery(locale, deps)),
      deps.q ? queryClient.ensureQueryData(postsAboutQuery(locale, deps.q)) : undefined,
    ])
    // Filter values of the other language (a shared link, an old switch) move to this language's words.
    const here = result.languageSearch[locale]
    if (here !== searchString(deps)) throw redirect({ href: pageHref(publicPath('/search', locale)) + here, replace: true })
    return { languageSearch: result.languageSearch }
  },
  head: () => pageHead({ title: m.page_search_title(), description: m.page_search_description() }),
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const params = useMemo(() => parseSearchParams(search), [search])
  const navigate = Route.useNavigate()
  return <SearchPage params={params} onChange={(next) => void navigate({ search: next, resetScroll: false })} />
}
