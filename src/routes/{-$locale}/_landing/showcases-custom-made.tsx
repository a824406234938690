import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#src/components/blocks/PageBlocks.tsx'
import { blockPageHead, loadContentPage, pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'
import { StartProjectSection } from '#src/components/page/StartProjectSection.tsx'

export const Route = createFileRoute('/{-$locale}/_landing/showcases-custom-made')({
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: async (route) => (await Promise.all([loadContentPage('showcases-custom-made')(route), leadFormLoader()]))[0],
  head: ({ loaderData }) => blockPageHead(loaderData),
  component: ShowcasesCustomMadePage,
})

function ShowcasesCustomMadePage() {
  const page = Route.useLoaderData()
  return (
    <>
      <PageBlocks blocks={page.blocks} title={page.title} preview={page.preview} />
      <StartProjectSection />
    </>
  )
}
