/** What the routes of pages made of blocks share: the search (a signed preview), the loader (the page and its blocks' code), the head. */
import { notFound, redirect } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import type { ContentPageName } from '#src/content/pages/model.ts'
import type { LoadedPage } from '#src/content/pages/types.ts'
import { isPreviewToken, parsePreviewSearch, type PreviewToken } from '#src/content/previewLink.ts'
import { pageHead } from '#src/seo/head.ts'
import { m } from '#src/paraglide/messages.js'
import { loadRenderers } from './registry'
import { publicPath } from '#src/i18n/rewrite.ts'
import { routeNames } from '#src/i18n/routes.ts'

export type PageRoute = { context: { locale: Locale }; deps?: Partial<PreviewToken> }

/** A page may be asked as a signed preview of its WordPress draft (decision 0069). */
export const pageSearch = parsePreviewSearch
export const pageLoaderDeps = ({ search }: { search: Partial<PreviewToken> }) => search

/**
 * The preview a signed link asks for. WordPress links a page's preview to its path there; a page that is another page
 * of the site (a translation of the about page, the front page) is sent on to that page's address, link and all.
 */
export async function loadPagePreview({ context, deps }: PageRoute, role: LoadedPage['role']): Promise<LoadedPage | undefined> {
  if (!deps || !isPreviewToken(deps)) return undefined
  const { fetchPagePreview } = await import('#src/content/pages/pages.functions.ts')
  const { cover: _cover, ...token } = deps
  const preview = await fetchPagePreview({ data: { locale: context.locale, ...token } })
  if (!preview) throw notFound()
  if (preview.role !== role || preview.locale !== context.locale) {
    const path =
      preview.role === 'own'
        ? publicPath('/$slug', preview.locale, { slug: preview.slug })
        : publicPath(routeNames[preview.role], preview.locale)
    throw redirect({ href: `${path}?${new URLSearchParams(Object.entries(token).map(([k, v]) => [k, String(v)]))}`, statusCode: 302 })
  }
  await loadRenderers(preview.blocks)
  return preview
}

/** A spec page's content (or its signed preview), with the code of the blocks it shows loaded before it renders. */
export const loadContentPage =
  (name: ContentPageName) =>
  async (route: PageRoute): Promise<LoadedPage> => {
    const preview = await loadPagePreview(route, name)
    if (preview) return preview
    const { fetchContentPage } = await import('#src/content/pages/pages.functions.ts')
    const page = await fetchContentPage({ data: { locale: route.context.locale, name } })
    await loadRenderers(page.blocks)
    return page
  }

/** The head an editor gave the page (or the page's own words), `noindex` when asked and for every preview. */
export function blockPageHead(page: LoadedPage | undefined, jsonLd: ReadonlyArray<Record<string, unknown>> = []) {
  if (!page) return {}
  const { title, description, image, noindex } = page.head
  const head = pageHead({ title: page.preview ? `${m.post_preview_bar()}: ${title}` : title, description, image, jsonLd })
  if (page.preview) return { meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] }
  return noindex ? { meta: [...head.meta, { name: 'robots', content: 'noindex, follow' }] } : head
}
