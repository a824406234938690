import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '#src/components/blocks/PageBlocks.tsx'
import { blockPageHead, loadContentPage, pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'
import { organizationLd } from '#src/seo/jsonLd.ts'
import { publicOrigin } from '#src/site/publicOrigin.ts'

export const Route = createFileRoute('/{-$locale}/_site/')({
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: loadContentPage('index'),
  head: ({ loaderData }) => blockPageHead(loaderData, [organizationLd(publicOrigin())]),
  component: HomePage,
})

function HomePage() {
  const page = Route.useLoaderData()
  return <PageBlocks blocks={page.blocks} title={page.title} preview={page.preview} />
}
