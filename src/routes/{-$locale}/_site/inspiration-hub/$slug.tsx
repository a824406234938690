import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#src/components/content/PostPage.tsx'
import { loadPost, postHead } from '#src/components/content/postRoute.ts'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/$slug')({
  loader: ({ params }) => loadPost('article', params),
  head: ({ loaderData, params }) => postHead('article', loaderData, params),
  component: ArticlePage,
})

function ArticlePage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
