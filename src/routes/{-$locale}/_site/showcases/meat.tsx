import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { collectionHead, loadCatalogue } from '~/components/catalogue/collectionRoute'

export const Route = createFileRoute('/{-$locale}/_site/showcases/meat')({
  loader: loadCatalogue,
  head: collectionHead('meat'),
  component: () => <CollectionPage category="meat" />,
})
