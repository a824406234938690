/** Visible labels of the fields' choices and errors: every one a message, in both languages (field labels: fields.ts). */
import { m } from '#src/paraglide/messages.js'
import type { ErrorKey } from './schemas'

const choices: Record<string, () => string> = {
  designer: m.choice_designer,
  distributor: m.choice_distributor,
  owner_horeca: m.choice_owner_horeca,
  restaurant: m.choice_restaurant,
  bakery: m.choice_bakery,
  icecream: m.choice_icecream,
  wine: m.choice_wine,
  meat: m.choice_meat,
  owner_other: m.choice_owner_other,
  professional_horeca: m.choice_professional_horeca,
  chef: m.choice_chef,
  pastry: m.choice_pastry,
  'icecream-professional': m.choice_icecream_professional,
  consumer: m.choice_consumer,
  other: m.choice_other,
  dealer: m.choice_dealer,
  shop: m.choice_shop,
  chocolate: m.choice_chocolate,
  'ice-cream': m.choice_ice_cream,
  sales: m.department_sales,
  administration: m.department_administration,
  support: m.department_support,
  marketing: m.department_marketing,
  design: m.department_design,
}

/** The label of a choice; for purposes the product family reads better than the activity. */
export function choiceLabel(field: string, value: string): string {
  if (field === 'purpose') {
    const purpose: Record<string, () => string> = {
      bakery: m.collection_bakery,
      wine: m.collection_wine,
      chocolate: m.collection_chocolate,
      meat: m.collection_meat,
      'ice-cream': m.collection_icecream,
    }
    return purpose[value]?.() ?? value
  }
  return choices[value]?.() ?? value
}

export const errorText: Record<ErrorKey, () => string> = {
  error_required: m.error_field_required,
  error_email: m.error_field_email,
  error_phone: m.error_field_phone,
  error_too_long: m.error_field_too_long,
  error_choice: m.error_field_choice,
  error_consent: m.error_field_consent,
  error_products: m.error_field_products,
}
