import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/')({
  head: () => pageHead({ title: m.page_inspiration_hub_title(), description: m.page_inspiration_hub_description() }),
  component: InspirationHubPage,
})

function InspirationHubPage() {
  return <PageIntro heading={m.page_inspiration_hub_heading()} lead={m.page_inspiration_hub_description()} />
}
