import type { Category } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import type { StaticPath } from '#src/i18n/routes.ts'

/** Per-collection presentation: the card colour (docs/specification.md §1), its name and its page. */
export const categoryStyle: Record<Category, { background: string; accent: string; label: () => string; page: StaticPath }> = {
  bakery: { background: 'bg-bakery', accent: 'text-bakery-accent', label: m.collection_bakery, page: '/showcases/cake' },
  icecream: { background: 'bg-icecream', accent: 'text-icecream-accent', label: m.collection_icecream, page: '/showcases/pastisserie' },
  wine: { background: 'bg-wine', accent: 'text-wine-accent', label: m.collection_wine, page: '/showcases/wine' },
  meat: { background: 'bg-meat', accent: 'text-meat-accent', label: m.collection_meat, page: '/showcases/meat' },
  chocolate: { background: 'bg-chocolate', accent: 'text-chocolate-accent', label: m.collection_chocolate, page: '/showcases/chocolate' },
}

export const categoryLabel = (category: Category) => categoryStyle[category].label()
