import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#src/components/blocks/PageBlocks.tsx'
import { blockPageHead, loadContentPage, pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'

export const Route = createFileRoute('/{-$locale}/_site/about-us')({
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: loadContentPage('about'),
  head: ({ loaderData }) => blockPageHead(loaderData),
  component: AboutPage,
})

function AboutPage() {
  const page = Route.useLoaderData()
  return <PageBlocks blocks={page.blocks} title={page.title} preview={page.preview} />
}
