import { createFileRoute } from '@tanstack/react-router'
import { PostGrid } from '~/components/content/PostCard'
import { PageIntro } from '~/components/page/PageIntro'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/_site/inspiration-hub/')({
  loader: async ({ params }) =>
    (await import('~/content/content.functions')).fetchPosts({ data: { kind: 'article', locale: localeFromParam(params.locale) } }),
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
