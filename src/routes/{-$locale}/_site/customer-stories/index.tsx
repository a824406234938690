import { createFileRoute } from '@tanstack/react-router'
import { PostGrid } from '~/components/content/PostCard'
import { PageIntro } from '~/components/page/PageIntro'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/')({
  loader: async ({ params }) =>
    (await import('~/content/content.functions')).fetchPosts({ data: { kind: 'story', locale: localeFromParam(params.locale) } }),
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
