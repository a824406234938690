import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCatalogue } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/wine')({
  loader: loadCatalogue,
  head: collectionHead('wine'),
  component: () => <CollectionPage category="wine" />,
})
