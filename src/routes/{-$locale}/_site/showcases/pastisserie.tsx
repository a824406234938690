import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCatalogue } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  loader: loadCatalogue,
  head: collectionHead('icecream'),
  component: () => <CollectionPage category="icecream" />,
})
