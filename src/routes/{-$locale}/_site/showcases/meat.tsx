import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCollection } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/meat')({
  loader: loadCollection('meat'),
  head: collectionHead('meat'),
  component: Page,
})

function Page() {
  return <CollectionPage category="meat" page={Route.useLoaderData()} />
}
