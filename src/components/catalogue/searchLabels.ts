import type { Category } from '#app-config'
import type { CapacityGroup, CapacityUnit } from '#src/catalogue/capacityUnits.ts'
import type { FacetKey } from '#src/catalogue/search.ts'
import { m } from '#src/paraglide/messages.js'
import { categoryLabel } from '#src/catalogue/categoryLabels.ts'

export const facetTitle: Record<FacetKey, () => string> = {
  category: m.filter_categories,
  temperature: m.spec_temperature,
  cooling: m.spec_cooling_system,
  door: m.spec_door,
  capacity: m.spec_capacity,
}

/** A filter value as the page shows it: a collection by its name, the store's words as they are. */
export const optionLabel = (key: FacetKey, value: string) => (key === 'category' ? categoryLabel(value as Category) : value)

const unitTitle: Record<CapacityUnit, () => string> = {
  shelves: m.capacity_unit_shelves,
  tubs: m.capacity_unit_tubs,
  wells: m.capacity_unit_wells,
  bottles: m.capacity_unit_bottles,
  kilograms: m.capacity_unit_kilograms,
}

/** A capacity group's title in the page's language; a unit the site does not know, as the store writes it. */
export const capacityGroupTitle = (group: Pick<CapacityGroup<unknown>, 'unit' | 'written'>) =>
  group.unit ? unitTitle[group.unit]() : (group.written ?? m.capacity_unit_other())
