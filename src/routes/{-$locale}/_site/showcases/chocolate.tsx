import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/chocolate')({
  head: () => pageHead({ title: m.page_showcases_chocolate_title(), description: m.page_showcases_chocolate_description() }),
  component: ShowcasesChocolatePage,
})

function ShowcasesChocolatePage() {
  return <PageIntro heading={m.page_showcases_chocolate_heading()} lead={m.page_showcases_chocolate_description()} />
}
