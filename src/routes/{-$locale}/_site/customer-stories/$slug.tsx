import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '~/components/content/PostPage'
import { loadPost, postHead, postLoaderDeps, postSearch } from '~/components/content/postRoute'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/$slug')({
  validateSearch: postSearch,
  loaderDeps: postLoaderDeps,
  loader: ({ params, deps }) => loadPost('story', params, deps),
  head: ({ loaderData, params }) => postHead('story', loaderData, params),
  component: StoryPage,
})

function StoryPage() {
  const { post, products, more, preview } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} preview={preview} />
}
