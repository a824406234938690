import { createFileRoute } from '@tanstack/react-router'
import { PostGrid } from '#src/components/content/PostCard.tsx'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/')({
  loader: async ({ context }) =>
    callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchPosts({ data: { kind: 'article', locale: context.locale } }),
    ),
  head: () => pageHead({ title: m.page_inspiration_hub_title(), description: m.page_inspiration_hub_description() }),
  component: InspirationHubPage,
})

function InspirationHubPage() {
  const posts = Route.useLoaderData()
  return (
    <>
      <PageIntro eyebrow={m.articles_eyebrow()} heading={m.page_inspiration_hub_heading()} lead={m.page_inspiration_hub_description()} />
      <div className="container-site">
        <PostGrid posts={posts} />
      </div>
    </>
  )
}
