import type { Category } from '#app-config'
import { m } from '#src/paraglide/messages.js'

export const collectionLead: Record<Category, () => string> = {
  bakery: m.collection_bakery_lead,
  icecream: m.collection_icecream_lead,
  wine: m.collection_wine_lead,
  meat: m.collection_meat_lead,
  chocolate: m.collection_chocolate_lead,
}
