import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/cake')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: () => pageHead({ title: m.page_showcases_bakery_title(), description: m.page_showcases_bakery_description(), image: '/images/collections/bakery.svg' }),
  component: ShowcasesBakeryPage,
})

function ShowcasesBakeryPage() {
  return <CollectionPage category="bakery" heading={m.page_showcases_bakery_heading()} lead={m.collection_bakery_lead()} />
}
