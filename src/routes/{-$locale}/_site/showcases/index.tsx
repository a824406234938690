import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/')({
  head: () => pageHead({ title: m.page_showcases_title(), description: m.page_showcases_description() }),
  component: ShowcasesPage,
})

function ShowcasesPage() {
  return <PageIntro heading={m.page_showcases_heading()} lead={m.page_showcases_description()} />
}
