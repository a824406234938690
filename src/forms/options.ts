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

export const typologyValues: readonly string[] = typologyGroups.flatMap(({ group, items }) =>
  items.length ? items.map((item) => `${group} - ${item}`) : [group],
)

/** SPEC section 3: activity, type of customer, purpose, contact department. */
export const activities = [
  'designer',
  'distributor',
  'owner_horeca',
  'restaurant',
  'bakery',
  'icecream',
  'wine',
  'meat',
  'owner_other',
  'professional_horeca',
  'chef',
  'pastry',
  'icecream-professional',
  'consumer',
  'other',
] as const
export const customerTypes = ['distributor', 'dealer', 'shop'] as const
export const purposes = ['bakery', 'wine', 'chocolate', 'meat', 'ice-cream'] as const
export { departments }
