import type { Category } from '#app-config'
import { categoryLabels } from '#src/catalogue/categoryLabels.ts'
import type { StaticPath } from '#src/i18n/routes.ts'

/** Per-collection presentation: the card colour (docs/specification.md §1), its name and its page. */
export const categoryStyle: Record<Category, { background: string; accent: string; label: () => string; page: StaticPath }> = {
  bakery: { background: 'bg-bakery', accent: 'text-bakery-accent', label: categoryLabels.bakery, page: '/showcases/cake' },
  icecream: { background: 'bg-icecream', accent: 'text-icecream-accent', label: categoryLabels.icecream, page: '/showcases/pastisserie' },
  wine: { background: 'bg-wine', accent: 'text-wine-accent', label: categoryLabels.wine, page: '/showcases/wine' },
  meat: { background: 'bg-meat', accent: 'text-meat-accent', label: categoryLabels.meat, page: '/showcases/meat' },
  chocolate: { background: 'bg-chocolate', accent: 'text-chocolate-accent', label: categoryLabels.chocolate, page: '/showcases/chocolate' },
}
