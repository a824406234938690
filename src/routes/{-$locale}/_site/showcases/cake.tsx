import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'

export const Route = createFileRoute('/{-$locale}/_site/showcases/cake')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: ({ params }) =>
    pageHead({
      title: m.page_showcases_bakery_title(),
      description: m.page_showcases_bakery_description(),
      image: '/images/collections/bakery.svg',
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: '/showcases/cake', name: m.page_showcases_bakery_heading() },
        ]),
      ],
    }),
  component: ShowcasesBakeryPage,
})

function ShowcasesBakeryPage() {
  return <CollectionPage category="bakery" heading={m.page_showcases_bakery_heading()} lead={m.collection_bakery_lead()} />
}
