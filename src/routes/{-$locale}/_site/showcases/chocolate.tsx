import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/chocolate')({
  loader: loadCollection('chocolate'),
  head: collectionHead('chocolate'),
  component: Page,
})

function Page() {
  return <CollectionPage category="chocolate" page={Route.useLoaderData()} />
}
