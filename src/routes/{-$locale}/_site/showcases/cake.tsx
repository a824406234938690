import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/cake')({
  loader: loadCollection('bakery'),
  head: collectionHead('bakery'),
  component: Page,
})

function Page() {
  return <CollectionPage category="bakery" page={Route.useLoaderData()} />
}
