import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '~/components/content/PostPage'
import { loadPost, postHead } from '~/components/content/postRoute'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/$slug')({
  loader: ({ params }) => loadPost('article', params),
  head: ({ loaderData, params }) => postHead('article', loaderData, params),
  component: ArticlePage,
})

function ArticlePage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
