import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  head: () => pageHead({ title: m.page_showcases_icecream_title(), description: m.page_showcases_icecream_description() }),
  component: ShowcasesIcecreamPage,
})

function ShowcasesIcecreamPage() {
  return <PageIntro heading={m.page_showcases_icecream_heading()} lead={m.page_showcases_icecream_description()} />
}
