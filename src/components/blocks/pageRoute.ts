/** What the routes of pages made of blocks share: the search (a signed preview), the loader (the page and its blocks' code), the head. */
import { notFound } from '@tanstack/react-router'
import type { Locale } from '#app-config'
import type { ContentPageName } from '#src/content/pages/model.ts'
import type { LoadedPage } from '#src/content/pages/types.ts'
import { parsePreviewSearch } from '#src/content/previewLink.ts'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'
import { pageHead } from '#src/seo/head.ts'
import { m } from '#src/paraglide/messages.js'
import { loadPreviewBand } from './previewBand'
import { loadRenderers } from './registry'

type PreviewSearch = ReturnType<typeof parsePreviewSearch>

export type PageRoute = { context: { locale: Locale }; deps?: PreviewSearch }

/** A page may be asked as a preview of its WordPress draft (decisions 0067, 0069): `?preview_id=` and the editor's cookie. */
export const pageSearch = parsePreviewSearch
// Only the preview id names the match: the search a loader sees holds its parents' keys (tracking parameters among
// them), and a page cached without them would otherwise load again on hydration and render its head twice.
export const pageLoaderDeps = ({ search }: { search: PreviewSearch }) => parsePreviewSearch(search)

/**
 * The preview an address asks for; the server reads the editor's preview cookie for it (the server's preview hook
 * traded the signed link for it). The plugin links a page's preview to the page's own address on the site: a preview
 * that belongs to another page (its role or language) is not shown here, as the cookie is only good for this address.
 */
export async function loadPagePreview({ context, deps }: PageRoute, role: LoadedPage['role']): Promise<LoadedPage | undefined> {
  const previewId = deps?.preview_id
  if (previewId === undefined) return undefined
  if (previewId < 1) throw notFound()
  const preview = await callServerFn(
    () => import('#src/content/pages/pages.functions.ts'),
    (fns) => fns.fetchPagePreview({ data: { locale: context.locale, preview_id: previewId } }),
  )
  if (!preview || preview.role !== role || preview.locale !== context.locale) throw notFound()
  await Promise.all([loadRenderers(preview.blocks), loadPreviewBand()])
  return preview
}

/** A spec page's content (or its signed preview), with the code of the blocks it shows loaded before it renders. */
export const loadContentPage =
  (name: ContentPageName) =>
  async (route: PageRoute): Promise<LoadedPage> => {
    const preview = await loadPagePreview(route, name)
    if (preview) return preview
    const page = await callServerFn(
      () => import('#src/content/pages/pages.functions.ts'),
      (fns) => fns.fetchContentPage({ data: { locale: route.context.locale, name } }),
    )
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
