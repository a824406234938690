import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/')({
  head: () => pageHead({ title: m.page_customer_stories_title(), description: m.page_customer_stories_description() }),
  component: CustomerStoriesPage,
})

function CustomerStoriesPage() {
  return <PageIntro heading={m.page_customer_stories_heading()} lead={m.page_customer_stories_description()} />
}
