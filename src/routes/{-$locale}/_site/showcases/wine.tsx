import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '~/components/page/PageIntro'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/showcases/wine')({
  head: () => pageHead({ title: m.page_showcases_wine_title(), description: m.page_showcases_wine_description() }),
  component: ShowcasesWinePage,
})

function ShowcasesWinePage() {
  return <PageIntro heading={m.page_showcases_wine_heading()} lead={m.page_showcases_wine_description()} />
}
