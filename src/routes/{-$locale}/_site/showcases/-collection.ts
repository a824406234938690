/**
 * What the collection pages (/showcases, /showcases/cake, /chocolate, …) share (the `-` keeps this file out of
 * the route tree): the catalogue loader and the page head. The route files only name their collection.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Category, Locale } from '#app-config'
import { catalogueQuery } from '#src/catalogue/queries.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { collectionTexts } from '#src/components/catalogue/collectionTexts.ts'

/** The loader of every page that lists the catalogue: the products of the page's language, cached by the query. */
export const loadCatalogue = ({ context }: { context: { queryClient: QueryClient; locale: Locale } }) =>
  context.queryClient.ensureQueryData(catalogueQuery(context.locale))

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
