import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_landing/catalogue')({
  head: () => pageHead({ title: m.page_catalogue_title(), description: m.page_catalogue_description() }),
  component: CataloguePage,
})

function CataloguePage() {
  return <PageIntro heading={m.page_catalogue_heading()} lead={m.page_catalogue_description()} />
}
