import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/wine')({
  loader: loadCollection('wine'),
  head: collectionHead('wine'),
  component: Page,
})

function Page() {
  return <CollectionPage category="wine" page={Route.useLoaderData()} />
}
