import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  head: () => pageHead({ title: m.page_about_title(), description: m.page_about_description() }),
  component: AboutPage,
})

function AboutPage() {
  return <PageIntro heading={m.page_about_heading()} lead={m.page_about_description()} />
}
