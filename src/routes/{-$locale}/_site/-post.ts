/**
 * What the story and article pages share (the `-` keeps this file out of the route tree): loading a
 * post by its slug and the page head (title, Article and BreadcrumbList JSON-LD). The two route files
 * only name their kind.
 */
import { notFound } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import type { fetchPost } from '#src/content/content.functions.ts'
import type { PostKind } from '#src/content/types.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { articleLd } from '#src/seo/jsonLd.ts'
import { absoluteUrl, publicOrigin } from '#src/site/publicOrigin.ts'
import { isUrlSlug } from '#src/site/slug.ts'

const pages = {
  story: { list: '/customer-stories', post: '/customer-stories/$slug', listName: m.nav_customer_stories },
  article: { list: '/inspiration-hub', post: '/inspiration-hub/$slug', listName: m.nav_inspiration_hub },
} as const

export type LoadedPost = NonNullable<Awaited<ReturnType<typeof fetchPost>>>

export async function loadPost(kind: PostKind, { context, params }: { context: { locale: Locale }; params: { slug: string } }) {
  // A slug no page could have (markup, dots, slashes) is simply a page that does not exist.
  if (!isUrlSlug(params.slug)) throw notFound()
  const { fetchPost } = await import('#src/content/content.functions.ts')
  const result = await fetchPost({ data: { kind, locale: context.locale, slug: params.slug } })
  if (!result) throw notFound()
  return result
}

export function postHead(kind: PostKind, { loaderData, match }: { loaderData?: LoadedPost; match: { context: { locale: Locale } } }) {
  if (!loaderData) return {}
  const { summary: post } = loaderData
  const { locale } = match.context
  const page = pages[kind]
  return pageHead({
    title: `${post.title} · ${m.site_name()}`,
    description: post.description,
    type: 'article',
    jsonLd: [
      articleLd(post, absoluteUrl(publicPath(page.post, locale, { slug: post.slug })), publicOrigin()),
      breadcrumbsFor(locale, [
        { page: page.list, name: page.listName() },
        { page: page.post, slug: post.slug, name: post.title },
      ]),
    ],
  })
}
