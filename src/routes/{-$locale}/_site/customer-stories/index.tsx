import { createFileRoute } from '@tanstack/react-router'
import { PostGrid } from '#src/components/content/PostCard.tsx'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/')({
  loader: async ({ context }) =>
    callServerFn(
      () => import('#src/content/content.functions.ts'),
      (fns) => fns.fetchPosts({ data: { kind: 'story', locale: context.locale } }),
    ),
  head: () => pageHead({ title: m.page_customer_stories_title(), description: m.page_customer_stories_description() }),
  component: CustomerStoriesPage,
})

function CustomerStoriesPage() {
  const posts = Route.useLoaderData()
  return (
    <>
      <PageIntro eyebrow={m.stories_eyebrow()} heading={m.page_customer_stories_heading()} lead={m.page_customer_stories_description()} />
      <div className="container-site">
        <PostGrid posts={posts} />
      </div>
    </>
  )
}
