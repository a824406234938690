import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '#src/components/catalogue/CollectionPage.tsx'
import { collectionHead, loadCatalogue } from './-collection'

export const Route = createFileRoute('/{-$locale}/_site/showcases/meat')({
  loader: loadCatalogue,
  head: collectionHead('meat'),
  component: () => <CollectionPage category="meat" />,
})
