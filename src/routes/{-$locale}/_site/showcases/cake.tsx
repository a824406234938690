import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/cake')({
  head: () => pageHead({ title: m.page_showcases_bakery_title(), description: m.page_showcases_bakery_description() }),
  component: ShowcasesBakeryPage,
})

function ShowcasesBakeryPage() {
  return <PageIntro heading={m.page_showcases_bakery_heading()} lead={m.page_showcases_bakery_description()} />
}
