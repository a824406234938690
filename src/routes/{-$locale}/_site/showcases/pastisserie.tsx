import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: ({ params }) =>
    pageHead({
      title: m.page_showcases_icecream_title(),
      description: m.page_showcases_icecream_description(),
      image: '/images/collections/icecream.svg',
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: '/showcases/pastisserie', name: m.page_showcases_icecream_heading() },
        ]),
      ],
    }),
  component: ShowcasesIcecreamPage,
})

function ShowcasesIcecreamPage() {
  return <CollectionPage category="icecream" heading={m.page_showcases_icecream_heading()} lead={m.collection_icecream_lead()} />
}
