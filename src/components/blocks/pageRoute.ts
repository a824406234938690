/** What the routes of pages made of blocks share: the loader (the page and its blocks' code) and the head. */
import type { Locale } from '#app-config'
import type { ContentPageName } from '#src/content/pages/model.ts'
import type { LoadedPage } from '#src/content/pages/types.ts'
import { pageHead } from '#src/seo/head.ts'
import { loadRenderers } from './registry'

/** A spec page's content, with the code of the blocks it shows loaded before it renders. */
export const loadContentPage =
  (name: ContentPageName) =>
  async ({ context }: { context: { locale: Locale } }): Promise<LoadedPage> => {
    const { fetchContentPage } = await import('#src/content/pages/pages.functions.ts')
    const page = await fetchContentPage({ data: { locale: context.locale, name } })
    await loadRenderers(page.blocks)
    return page
  }

/** The head an editor gave the page (or the page's own words), `noindex` when asked. */
export function blockPageHead(page: LoadedPage | undefined, jsonLd: ReadonlyArray<Record<string, unknown>> = []) {
  if (!page) return {}
  const { title, description, image, noindex } = page.head
  const head = pageHead({ title, description, image, jsonLd })
  return noindex ? { meta: [...head.meta, { name: 'robots', content: 'noindex, follow' }] } : head
}
