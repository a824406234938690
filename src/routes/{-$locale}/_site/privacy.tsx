import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/privacy')({
  head: () => pageHead({ title: m.page_privacy_title(), description: m.page_privacy_description() }),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PageIntro heading={m.page_privacy_heading()} lead={m.page_privacy_description()} />
}
