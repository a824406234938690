import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { StartProjectSection } from '~/components/page/StartProjectSection'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_landing/showcases-custom-made')({
  head: () => pageHead({ title: m.page_showcases_custom_made_title(), description: m.page_showcases_custom_made_description() }),
  component: ShowcasesCustomMadePage,
})

function ShowcasesCustomMadePage() {
  return (
    <>
      <PageIntro heading={m.page_showcases_custom_made_heading()} lead={m.page_showcases_custom_made_description()} />
      <StartProjectSection />
    </>
  )
}
