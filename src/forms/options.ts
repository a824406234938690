/**
 * The fixed choices of the forms (SPEC sections 3 and 5). Values are stable keys, sent and stored
 * as they are; labels are messages, so both languages show their own words.
 */
import { departments } from '#app-config'

/** SPEC section 3 lists the regions of Italy for the catalogue form (the region appears only for Italy). */
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

/** The catalogue's value of a choice within a group. */
export const groupedChoice = (group: string, item: string) => `${group} - ${item}`

export const typologyValues: readonly string[] = typologyGroups.flatMap(({ group, items }) =>
  items.length ? items.map((item) => groupedChoice(group, item)) : [group],
)

/**
 * The visitor's activity: the same list, each value on its own (a group's too): designer, distributor, owner_horeca,
 * restaurant, … The forms offer them grouped as the typology is.
 */
export const activities: readonly string[] = typologyGroups.flatMap(({ group, items }) => [group, ...items])

/** SPEC section 3: type of customer, purpose, contact department. */
export const customerTypes = ['distributor', 'dealer', 'shop'] as const
export const purposes = ['bakery', 'wine', 'chocolate', 'meat', 'ice-cream'] as const
export { departments }
