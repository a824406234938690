import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'

export const Route = createFileRoute('/{-$locale}/_site/showcases/chocolate')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: ({ params }) =>
    pageHead({
      title: m.page_showcases_chocolate_title(),
      description: m.page_showcases_chocolate_description(),
      image: '/images/collections/chocolate.svg',
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: '/showcases/chocolate', name: m.page_showcases_chocolate_heading() },
        ]),
      ],
    }),
  component: ShowcasesChocolatePage,
})

function ShowcasesChocolatePage() {
  return <CollectionPage category="chocolate" heading={m.page_showcases_chocolate_heading()} lead={m.collection_chocolate_lead()} />
}
