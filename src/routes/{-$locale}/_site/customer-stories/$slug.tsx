import { createFileRoute, notFound } from '@tanstack/react-router'
import { isUrlSlug } from '~/site/slug'
import { fetchPost } from '~/content/content.functions'
import { PostPage } from '~/components/content/PostPage'
import { localeFromParam } from '~/i18n/locale'
import { m } from '~/paraglide/messages'
import { pageHead } from '~/seo/head'
import { breadcrumbsFor } from '~/seo/breadcrumbs'
import { articleLd } from '~/seo/jsonLd'
import { publicPath } from '~/i18n/rewrite'
import { absoluteUrl, publicOrigin } from '~/site/publicOrigin'

export const Route = createFileRoute('/{-$locale}/_site/customer-stories/$slug')({
  loader: async ({ params }) => {
    // A slug no page could have (markup, dots, slashes) is simply a page that does not exist.
    if (!isUrlSlug(params.slug)) throw notFound()
    const result = await fetchPost({ data: { kind: 'story', locale: localeFromParam(params.locale), slug: params.slug } })
    if (!result) throw notFound()
    return result
  },
  head: ({ loaderData, params }) => {
    if (!loaderData) return {}
    const { summary: post } = loaderData
    const locale = localeFromParam(params.locale)
    return pageHead({
      title: `${post.title} · ${m.site_name()}`,
      description: post.description,
      type: 'article',
      jsonLd: [
        articleLd(post, absoluteUrl(publicPath('/customer-stories/$slug', locale, { slug: post.slug })), publicOrigin()),
        breadcrumbsFor(locale, [
          { page: '/customer-stories', name: m.nav_customer_stories() },
          { page: '/customer-stories/$slug', slug: post.slug, name: post.title },
        ]),
      ],
    })
  },
  component: StoryPage,
})

function StoryPage() {
  const { post, products, more } = Route.useLoaderData()
  return <PostPage post={post} products={products} more={more} />
}
