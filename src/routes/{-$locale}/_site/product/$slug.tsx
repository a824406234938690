import { createFileRoute, notFound } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/_site/product/$slug')({
  loader: () => {
    throw notFound()
  },
  component: ProductPage,
})

function ProductPage() {
  return null
}
