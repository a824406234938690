/**
 * What the story and article pages share: loading a post by its slug (a moved slug answers 301, a
 * signed preview link shows the draft) and the page head (title, Article and BreadcrumbList JSON-LD;
 * a preview is never indexed). The two route files only name their kind.
 */
import { notFound, redirect } from '@tanstack/react-router'
import type { fetchPost, fetchPreview } from '~/content/content.functions'
import { isPreviewToken, parsePreviewSearch, type PreviewToken } from '~/content/previewLink'
import type { PostKind } from '~/content/types'
import { responsiveImage } from '~/images/imageUrls'
import { localeFromParam } from '~/i18n/locale'
import { publicPath } from '~/i18n/rewrite'
import { m } from '~/paraglide/messages'
import { breadcrumbsFor } from '~/seo/breadcrumbs'
import { pageHead } from '~/seo/head'
import { articleLd } from '~/seo/jsonLd'
import { absoluteUrl, publicOrigin } from '~/site/publicOrigin'
import { isUrlSlug } from '~/site/slug'

const pages = {
  story: { list: '/customer-stories', post: '/customer-stories/$slug', listName: m.nav_customer_stories },
  article: { list: '/inspiration-hub', post: '/inspiration-hub/$slug', listName: m.nav_inspiration_hub },
} as const

type Params = { locale?: string; slug: string }
type Published = Exclude<NonNullable<Awaited<ReturnType<typeof fetchPost>>>, { movedTo: string }>
export type LoadedPost = Published | NonNullable<Awaited<ReturnType<typeof fetchPreview>>>

/** The post pages' search: only a preview link's parameters mean anything. */
export const postSearch = parsePreviewSearch
export const postLoaderDeps = ({ search }: { search: Partial<PreviewToken> }) => search

export async function loadPost(kind: PostKind, params: Params, token: Partial<PreviewToken> = {}): Promise<LoadedPost> {
  // A slug no page could have (markup, dots, slashes) is simply a page that does not exist.
  if (!isUrlSlug(params.slug)) throw notFound()
  const locale = localeFromParam(params.locale)
  const content = await import('~/content/content.functions')
  if (isPreviewToken(token)) {
    const preview = await content.fetchPreview({ data: { kind, locale, ...token } })
    if (!preview) throw notFound()
    return preview
  }
  const result = await content.fetchPost({ data: { kind, locale, slug: params.slug } })
  if (!result) throw notFound()
  // The editor changed the slug: the old address keeps working for readers and search engines.
  if ('movedTo' in result) throw redirect({ href: publicPath(pages[kind].post, locale, { slug: result.movedTo }), statusCode: 301 })
  return result
}

export function postHead(kind: PostKind, loaderData: LoadedPost | undefined, params: Params) {
  if (!loaderData) return {}
  const { summary: post } = loaderData
  const locale = localeFromParam(params.locale)
  const page = pages[kind]
  const head = pageHead({
    title: `${loaderData.preview ? `${m.post_preview_bar()}: ` : ''}${post.title} · ${m.site_name()}`,
    description: post.description,
    type: 'article',
    // A WordPress photo is shared as the service's JPEG-or-better variant; a drawing falls back to the brand card.
    image: responsiveImage(post.cover, 'postCover').src,
    jsonLd: [
      articleLd(post, absoluteUrl(publicPath(page.post, locale, { slug: post.slug })), publicOrigin()),
      breadcrumbsFor(locale, [
        { page: page.list, name: page.listName() },
        { page: page.post, slug: post.slug, name: post.title },
      ]),
    ],
  })
  return loaderData.preview ? { meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] } : head
}
