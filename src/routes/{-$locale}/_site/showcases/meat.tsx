import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'

export const Route = createFileRoute('/{-$locale}/_site/showcases/meat')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: ({ params }) =>
    pageHead({
      title: m.page_showcases_meat_title(),
      description: m.page_showcases_meat_description(),
      image: '/images/collections/meat.svg',
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: '/showcases/meat', name: m.page_showcases_meat_heading() },
        ]),
      ],
    }),
  component: ShowcasesMeatPage,
})

function ShowcasesMeatPage() {
  return <CollectionPage category="meat" heading={m.page_showcases_meat_heading()} lead={m.collection_meat_lead()} />
}
