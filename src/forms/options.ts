/** The forms' fixed choices (docs/specification.md §6): values are stable keys, stored as they are; labels are messages. */
import { departments } from '#app-config'

/** The regions of Italy for the catalogue form, asked only for Italy. */
export const italianRegions = [
  'Abruzzo',
  'Basilicata',
  'Calabria',
  'Campania',
  'Emilia Romagna',
  'Friuli Venezia Giulia',
  'Lazio',
  'Liguria',
  'Lombardia',
  'Marche',
  'Molise',
  'Piemonte',
  'Puglia',
  'Sardegna',
  'Sicilia',
  'Toscana',
  'Trentino Alto Adige',
  'Umbria',
  "Valle d'Aosta",
  'Veneto',
] as const

/** The catalogue form's typology: single choices and groups; a grouped choice is saved as "group - item". */
export const typologyGroups = [
  { group: 'designer', items: [] },
  { group: 'distributor', items: [] },
  { group: 'owner_horeca', items: ['restaurant', 'bakery', 'icecream', 'wine', 'meat', 'owner_other'] },
  { group: 'professional_horeca', items: ['chef', 'pastry', 'icecream-professional'] },
  { group: 'consumer', items: [] },
  { group: 'other', items: [] },
] as const

export const groupedChoice = (group: string, item: string) => `${group} - ${item}`

export const typologyValues: readonly string[] = typologyGroups.flatMap(({ group, items }) =>
  items.length ? items.map((item) => groupedChoice(group, item)) : [group],
)

/** The visitor's activity: each value of the typology on its own (a group's too), offered grouped as the typology is. */
export const activities: readonly string[] = typologyGroups.flatMap(({ group, items }) => [group, ...items])

export const customerTypes = ['distributor', 'dealer', 'shop'] as const
export const purposes = ['bakery', 'wine', 'chocolate', 'meat', 'ice-cream'] as const
export { departments }
