import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/contact')({
  head: () => pageHead({ title: m.page_contact_title(), description: m.page_contact_description() }),
  component: ContactPage,
})

function ContactPage() {
  return <PageIntro heading={m.page_contact_heading()} lead={m.page_contact_description()} />
}
