/** What the story and article pages share: the loader (a moved slug answers 301, `?preview_id=` previews) and the head. */
import { notFound, redirect } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import type { fetchPost, fetchPreview } from '#src/content/content.functions.ts'
import { parsePreviewSearch } from '#src/content/previewLink.ts'
import type { PostKind } from '#src/content/types.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { articleLd } from '#src/seo/jsonLd.ts'
import { absoluteUrl, publicOrigin } from '#src/site/publicOrigin.ts'
import { isUrlSlug } from '#src/site/slug.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

const pages = {
  story: { list: '/customer-stories', post: '/customer-stories/$slug', listName: m.nav_customer_stories },
  article: { list: '/inspiration-hub', post: '/inspiration-hub/$slug', listName: m.nav_inspiration_hub },
} as const

type Published = Exclude<NonNullable<Awaited<ReturnType<typeof fetchPost>>>, { movedTo: string }>
export type LoadedPost = Published | NonNullable<Awaited<ReturnType<typeof fetchPreview>>>

type PreviewSearch = ReturnType<typeof parsePreviewSearch>

export const postSearch = parsePreviewSearch
// The search a route's loader sees holds its parents' keys too (tracking parameters among them): only the preview id
// may name the match, or a page cached without them would load again on hydration and render its head twice.
export const postLoaderDeps = ({ search }: { search: PreviewSearch }) => parsePreviewSearch(search)

export async function loadPost(
  kind: PostKind,
  { context, params, deps }: { context: { locale: Locale }; params: { slug: string }; deps: PreviewSearch },
): Promise<LoadedPost> {
  if (!isUrlSlug(params.slug)) throw notFound()
  const { locale } = context
  const content = () => import('#src/content/content.functions.ts')
  // A preview's address names the post; the server reads the editor's preview cookie for it.
  const previewId = deps.preview_id
  if (previewId !== undefined) {
    if (previewId < 1) throw notFound()
    const preview = await callServerFn(content, (fns) => fns.fetchPreview({ data: { kind, locale, preview_id: previewId } }))
    if (!preview) throw notFound()
    return preview
  }
  const result = await callServerFn(content, (fns) => fns.fetchPost({ data: { kind, locale, slug: params.slug } }))
  if (!result) throw notFound()
  if ('movedTo' in result)
    throw redirect({ href: pageHref(publicPath(pages[kind].post, locale, { slug: result.movedTo })), statusCode: 301 })
  return result
}

export function postHead(kind: PostKind, { loaderData, match }: { loaderData?: LoadedPost; match: { context: { locale: Locale } } }) {
  if (!loaderData) return {}
  const { summary: post } = loaderData
  const { locale } = match.context
  const page = pages[kind]
  const head = pageHead({
    title: `${loaderData.preview ? `${m.post_preview_bar()}: ` : ''}${post.title} · ${m.site_name()}`,
    description: post.description,
    type: 'article',
    // A WordPress photo is shared as the image service's variant; a drawing falls back to the brand card.
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
