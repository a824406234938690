/** Each collection page's title and description (the head) and its heading (the page and the breadcrumb). */
import type { Category } from '#app-config'
import { m } from '#src/paraglide/messages.js'

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
