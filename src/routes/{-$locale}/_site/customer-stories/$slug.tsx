import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#src/components/content/PostPage.tsx'
import { loadPost, postHead } from '../-post'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/$slug')({
  loader: (route) => loadPost('story', route),
  head: (route) => postHead('story', route),
  component: StoryPage,
})

function StoryPage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
