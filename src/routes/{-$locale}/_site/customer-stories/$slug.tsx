import { createFileRoute, notFound } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/$slug')({
  loader: () => {
    throw notFound()
  },
  component: StoryPage,
})

function StoryPage() {
  return null
}
