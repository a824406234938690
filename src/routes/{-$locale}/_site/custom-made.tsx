import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#src/components/blocks/PageBlocks.tsx'
import { blockPageHead, loadContentPage, pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'
import { StartProjectSection } from '#src/components/page/StartProjectSection.tsx'

export const Route = createFileRoute('/{-$locale}/_site/custom-made')({
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: async (route) => (await Promise.all([loadContentPage('custom-made')(route), leadFormLoader()]))[0],
  head: ({ loaderData }) => blockPageHead(loaderData),
  component: CustomMadePage,
})

function CustomMadePage() {
  const page = Route.useLoaderData()
  return (
    <>
      <PageBlocks blocks={page.blocks} title={page.title} preview={page.preview} />
      <StartProjectSection />
    </>
  )
}
