import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/')({
  head: () => pageHead({ title: m.page_home_title(), description: m.page_home_description() }),
  component: HomePage,
})

function HomePage() {
  return <PageIntro heading={m.page_home_heading()} lead={m.page_home_description()} />
}
