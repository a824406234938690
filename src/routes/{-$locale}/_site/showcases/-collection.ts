/** What the collection pages share (the `-` keeps this file out of the route tree). */
import type { QueryClient } from '@tanstack/react-query'
import type { Category, Locale } from '#app-config'
import { catalogueQuery, collectionQuery } from '#src/catalogue/queries.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { collectionTexts } from '#src/components/catalogue/collectionTexts.ts'

type LoaderContext = { context: { queryClient: QueryClient; locale: Locale } }

export const loadCatalogue = ({ context }: LoaderContext) => context.queryClient.ensureQueryData(catalogueQuery(context.locale))

/** Only the collection's cabinets go into the page's HTML (decision 0060); the page reads them from the query. */
export const loadCollection =
  (category: Category) =>
  async ({ context }: LoaderContext): Promise<void> => {
    await context.queryClient.ensureQueryData(collectionQuery(context.locale, category))
  }

export const collectionHead =
  (category: Category) =>
  ({ match }: { match: { context: { locale: Locale } } }) => {
    const texts = collectionTexts[category]
    return pageHead({
      title: texts.title(),
      description: texts.description(),
      image: `/images/collections/${category}.svg`,
      jsonLd: [
        breadcrumbsFor(match.context.locale, [
          { page: '/showcases', name: m.nav_showcases() },
          { page: categoryStyle[category].page, name: texts.heading() },
        ]),
      ],
    })
  }
