import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCatalogue } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/cake')({
  loader: loadCatalogue,
  head: collectionHead('bakery'),
  component: () => <CollectionPage category="bakery" />,
})
