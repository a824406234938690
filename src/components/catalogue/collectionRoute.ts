/**
 * What the five collection pages (/showcases/cake, /chocolate, …) share: the catalogue loader, the page texts of
 * each collection and the page head. The route files only name their collection.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Category } from '#app-config'
import { catalogueQuery } from '#src/catalogue/queries.ts'
import { localeFromParam } from '#src/i18n/locale.ts'
import { m } from '#src/paraglide/messages.js'
import { breadcrumbsFor } from '#src/seo/breadcrumbs.ts'
import { pageHead } from '#src/seo/head.ts'
import { categoryStyle } from './categoryStyle'

type RouteArgs = { params: { locale?: string } }

/** Each collection page's title and description (the head) and its heading (the page and the breadcrumb). */
export const collectionTexts: Record<Category, { title: () => string; description: () => string; heading: () => string }> = {
  bakery: {
    title: m.page_showcases_bakery_title,
    description: m.page_showcases_bakery_description,
    heading: m.page_showcases_bakery_heading,
  },
  icecream: {
    title: m.page_showcases_icecream_title,
    description: m.page_showcases_icecream_description,
    heading: m.page_showcases_icecream_heading,
  },
  wine: { title: m.page_showcases_wine_title, description: m.page_showcases_wine_description, heading: m.page_showcases_wine_heading },
  meat: { title: m.page_showcases_meat_title, description: m.page_showcases_meat_description, heading: m.page_showcases_meat_heading },
  chocolate: {
    title: m.page_showcases_chocolate_title,
    description: m.page_showcases_chocolate_description,
    heading: m.page_showcases_chocolate_heading,
  },
}

/** The loader of every page that lists the catalogue: the products of the page's language, cached by the query. */
export const loadCatalogue = ({ context, params }: RouteArgs & { context: { queryClient: QueryClient } }) =>
  context.queryClient.ensureQueryData(catalogueQuery(localeFromParam(params.locale)))

/** The head of a collection page: its texts, its drawing as the social card, and its breadcrumb. */
export const collectionHead =
  (category: Category) =>
  ({ params }: RouteArgs) => {
    const texts = collectionTexts[category]
    return pageHead({
      title: texts.title(),
      description: texts.description(),
      image: `/images/collections/${category}.svg`,
      jsonLd: [
        breadcrumbsFor(localeFromParam(params.locale), [
          { page: '/showcases', name: m.nav_showcases() },
          { page: categoryStyle[category].page, name: texts.heading() },
        ]),
      ],
    })
  }
