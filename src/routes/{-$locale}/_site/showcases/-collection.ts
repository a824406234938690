/**
 * What the collection pages (/showcases, /showcases/cake, /chocolate, …) share (the `-` keeps this file out of
 * the route tree): the loaders and the page head. The route files only name their collection.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Category, Locale } from '#app-config'
import { catalogueQuery, collectionQuery } from '#src/catalogue/queries.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { collectionTexts } from '#src/components/catalogue/collectionTexts.ts'

type LoaderContext = { context: { queryClient: QueryClient; locale: Locale } }

/** The loader of the showcases overview: the products of the page's language, cached by the query. */
export const loadCatalogue = ({ context }: LoaderContext) => context.queryClient.ensureQueryData(catalogueQuery(context.locale))

/**
 * The loader of a collection page: its cabinets, cached by the query (only they go into the page's HTML, decision
 * 0040). It returns nothing: the page reads them from the query.
 */
export const loadCollection =
  (category: Category) =>
  async ({ context }: LoaderContext): Promise<void> => {
    await context.queryClient.ensureQueryData(collectionQuery(context.locale, category))
  }

/** The head of a collection page: its texts, its drawing as the social card, and its breadcrumb. */
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
