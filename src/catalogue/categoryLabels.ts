import type { Category, Locale } from '#app-config'
import { m } from '#src/paraglide/messages.js'

type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

/** Each collection's name: pages, spec sheets and the search index read it here, not from a component's styles. */
export const categoryLabels: Record<Category, Label> = {
  bakery: m.collection_bakery,
  icecream: m.collection_icecream,
  wine: m.collection_wine,
  meat: m.collection_meat,
  chocolate: m.collection_chocolate,
}

/** In the current request's language, or in `locale` (the search index is built outside any request). */
export const categoryLabel = (category: Category, locale?: Locale) => categoryLabels[category]({}, locale ? { locale } : undefined)
