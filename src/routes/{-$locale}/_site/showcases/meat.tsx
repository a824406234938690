import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/meat')({
  head: () => pageHead({ title: m.page_showcases_meat_title(), description: m.page_showcases_meat_description() }),
  component: ShowcasesMeatPage,
})

function ShowcasesMeatPage() {
  return <PageIntro heading={m.page_showcases_meat_heading()} lead={m.page_showcases_meat_description()} />
}
