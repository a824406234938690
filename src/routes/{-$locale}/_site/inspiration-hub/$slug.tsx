import { createFileRoute } from '@tanstack/react-router'
import { PostPage } from '~/components/content/PostPage'
import { loadPost, postHead, postLoaderDeps, postSearch } from '~/components/content/postRoute'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/$slug')({
  validateSearch: postSearch,
  loaderDeps: postLoaderDeps,
  loader: ({ params, deps }) => loadPost('article', params, deps),
  head: ({ loaderData, params }) => postHead('article', loaderData, params),
  component: ArticlePage,
})

function ArticlePage() {
  const { post, products, more, preview } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} preview={preview} />
}
