import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/sustainability')({
  head: () => pageHead({ title: m.page_sustainability_title(), description: m.page_sustainability_description() }),
  component: SustainabilityPage,
})

function SustainabilityPage() {
  return <PageIntro heading={m.page_sustainability_heading()} lead={m.page_sustainability_description()} />
}
