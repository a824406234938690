import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/search')({
  head: () => pageHead({ title: m.page_search_title(), description: m.page_search_description() }),
  component: SearchPage,
})

function SearchPage() {
  return <PageIntro heading={m.page_search_heading()} lead={m.page_search_description()} />
}
