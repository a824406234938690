import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCatalogue } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/chocolate')({
  loader: loadCatalogue,
  head: collectionHead('chocolate'),
  component: () => <CollectionPage category="chocolate" />,
})
