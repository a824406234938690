import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from './-collection'
import { pageLoaderDeps, pageSearch } from '#src/components/blocks/pageRoute.ts'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  validateSearch: pageSearch,
  loaderDeps: pageLoaderDeps,
  loader: loadCollection('icecream'),
  head: collectionHead('icecream'),
  component: Page,
})

function Page() {
  return <CollectionPage category="icecream" page={Route.useLoaderData()} />
}
