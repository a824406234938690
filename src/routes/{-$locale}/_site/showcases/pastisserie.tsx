import { createFileRoute } from '@tanstack/react-router'
import { CollectionPage } from '~/components/catalogue/CollectionPage'
import { collectionHead, loadCatalogue } from '~/components/catalogue/collectionRoute'

export const Route = createFileRoute('/{-$locale}/_site/showcases/pastisserie')({
  loader: loadCatalogue,
  head: collectionHead('icecream'),
  component: () => <CollectionPage category="icecream" />,
})
