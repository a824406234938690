import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'

export const Route = createFileRoute('/{-$locale}/_site/showcases/wine')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: ({ params }) =>
    pageHead({
      title: m.page_showcases_wine_title(),
      description: m.page_showcases_wine_description(),
      image: '/images/collections/wine.svg',
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: '/showcases/wine', name: m.page_showcases_wine_heading() },
        ]),
      ],
    }),
  component: ShowcasesWinePage,
})

function ShowcasesWinePage() {
  return <CollectionPage category="wine" heading={m.page_showcases_wine_heading()} lead={m.collection_wine_lead()} />
}
