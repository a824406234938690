import { createFileRoute, notFound } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/$slug')({
  loader: () => {
    throw notFound()
  },
  component: ArticlePage,
})

function ArticlePage() {
  return null
}
