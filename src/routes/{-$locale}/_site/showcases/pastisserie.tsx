import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { catalogueQuery } from '~/catalogue/queries'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale))),
  head: () => pageHead({ title: m.page_showcases_icecream_title(), description: m.page_showcases_icecream_description(), image: '/images/collections/icecream.svg' }),
  component: ShowcasesIcecreamPage,
})

function ShowcasesIcecreamPage() {
  return <CollectionPage category="icecream" heading={m.page_showcases_icecream_heading()} lead={m.collection_icecream_lead()} />
}
