import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#src/components/content/PostPage.tsx'
import { loadPost, postHead } from '#src/components/content/postRoute.ts'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/$slug')({
  loader: ({ params }) => loadPost('story', params),
  head: ({ loaderData, params }) => postHead('story', loaderData, params),
  component: StoryPage,
})

function StoryPage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
