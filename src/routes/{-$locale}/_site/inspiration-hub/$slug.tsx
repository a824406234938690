import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '#src/components/content/PostPage.tsx'
import { loadPost, postHead } from '../-post'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/$slug')({
  loader: (route) => loadPost('article', route),
  head: (route) => postHead('article', route),
  component: ArticlePage,
})

function ArticlePage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
