import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/cookies')({
  head: () => pageHead({ title: m.page_cookies_title(), description: m.page_cookies_description() }),
  component: CookiesPage,
})

function CookiesPage() {
  return <PageIntro heading={m.page_cookies_heading()} lead={m.page_cookies_description()} />
}
