/** What the collection pages share (the `-` keeps this file out of the route tree). */
import type { QueryClient } from '@tanstack/react-query'
import type { Category, Locale } from '#app-config'
import { collectionQuery } from '#src/catalogue/queries.ts'
import { blockPageHead, loadContentPage } from '#src/components/blocks/pageRoute.ts'
import type { LoadedPage } from '#src/content/pages/types.ts'
import type { PreviewToken } from '#src/content/previewLink.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'

type LoaderContext = { context: { queryClient: QueryClient; locale: Locale }; deps?: Partial<PreviewToken> }

/** The collection's introduction is content (its page's blocks); only its cabinets go into the page's HTML (decision 0060). */
export const loadCollection =
  (category: Category) =>
  async ({ context, deps }: LoaderContext): Promise<LoadedPage> => {
    const [page] = await Promise.all([
      loadContentPage(`showcases-${category}`)({ context, deps }),
      context.queryClient.ensureQueryData(collectionQuery(context.locale, category)),
    ])
    return page
  }

export const collectionHead =
  (category: Category) =>
  ({ loaderData, match }: { loaderData?: LoadedPage; match: { context: { locale: Locale } } }) =>
    blockPageHead(loaderData, [
      breadcrumbsFor(match.context.locale, [
        { page: '/showcases', name: m.nav_showcases() },
        { page: categoryStyle[category].page, name: loaderData?.title ?? '' },
      ]),
    ])
