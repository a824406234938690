/**
 * The one registry of the lead forms' fields: a key is the field's name everywhere (control, stored lead, payloads,
 * CSV). Adding a field: one entry here, its label in both languages, its place in the forms that ask it.
 */
import { comparison, type Locale } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { activities, customerTypes, departments, purposes, typologyGroups } from './options'

type Label = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string
// The label is a message: a field without one in both languages fails the type check.
type Common = { label: Label; autoComplete?: string; role?: 'given_name' | 'family_name' }
/** Bounded text: `max` is the schema's limit and the control's `maxlength`. */
type Typed = Common & { kind: 'text' | 'email' | 'tel' | 'textarea' | 'hidden' | 'products'; max: number }
type Choice = Common & { kind: 'select'; options: readonly string[]; groups?: ChoiceGroups }
type Special = Common & ({ kind: 'country'; max: 2 } | { kind: 'region' } | { kind: 'typology'; groups: ChoiceGroups })
// A group without items is a choice of its own.
type ChoiceGroups = readonly { group: string; items: readonly string[] }[]
/** Its label (and link) is the exact wording the consent record keeps. */
type Consent = Common & { kind: 'consent'; link?: { to: '/privacy'; text: Label } }

export type FieldEntry = Typed | Choice | Special | Consent
export type FieldKind = FieldEntry['kind']

export const fieldRegistry = {
  department: { kind: 'select', options: departments, label: m.field_department },
  // A product page's quote names its product; the comparison's lists its products (slugs, removable).
  product: { kind: 'hidden', max: 200, label: m.field_product },
  products: { kind: 'products', max: comparison.maxProducts * 201, label: m.field_products },
  first_name: { kind: 'text', max: 80, autoComplete: 'given-name', role: 'given_name', label: m.field_first_name },
  last_name: { kind: 'text', max: 80, autoComplete: 'family-name', role: 'family_name', label: m.field_last_name },
  email: { kind: 'email', max: 254, autoComplete: 'email', label: m.field_email },
  phone: { kind: 'tel', max: 32, autoComplete: 'tel', label: m.field_phone },
  company: { kind: 'text', max: 120, autoComplete: 'organization', label: m.field_company },
  customer_type: { kind: 'select', options: customerTypes, label: m.field_customer_type },
  country: { kind: 'country', max: 2, autoComplete: 'country', label: m.field_country },
  region: { kind: 'region', label: m.field_region },
  typology: { kind: 'typology', groups: typologyGroups, label: m.field_typology },
  activity: { kind: 'select', options: activities, groups: typologyGroups, label: m.field_activity },
  purpose: { kind: 'select', options: purposes, label: m.field_purpose },
  comment: { kind: 'textarea', max: 2000, label: m.field_comment },
  consent_privacy: { kind: 'consent', label: m.consent_privacy_before, link: { to: '/privacy', text: m.consent_privacy_link } },
  consent_commercial: { kind: 'consent', label: m.consent_commercial },
} as const satisfies Record<string, FieldEntry>

export type FieldName = keyof typeof fieldRegistry
export type ConsentName = { [N in FieldName]: (typeof fieldRegistry)[N]['kind'] extends 'consent' ? N : never }[FieldName]

const names = Object.keys(fieldRegistry) as FieldName[]

export const consentNames = names.filter((name) => fieldRegistry[name].kind === 'consent') as ConsentName[]

/** The words next to a consent box, as the visitor reads them (the policy link's text included). */
export const consentText = (name: ConsentName, locale?: Locale): string => {
  const entry: Consent = fieldRegistry[name]
  const options = { locale }
  const label = entry.label({}, options)
  return entry.link ? `${label} ${entry.link.text({}, options)}` : label
}

const withRole = (role: Common['role']) => {
  const name = names.find((candidate) => (fieldRegistry[candidate] as Common).role === role)!
  const entry: FieldEntry = fieldRegistry[name]
  return { name, max: 'max' in entry ? entry.max : undefined }
}
const givenName = withRole('given_name')
const familyName = withRole('family_name')

export const givenNameMax = givenName.max

/** The visitor's given name in a lead's fields ('' when the form does not ask it). */
export const givenNameOf = (fields: Readonly<Record<string, string>>): string => fields[givenName.name] ?? ''

/** Given and family name, as far as the lead has them. */
export const personNameOf = (fields: Readonly<Record<string, string>>): string =>
  `${givenNameOf(fields)} ${fields[familyName.name] ?? ''}`.trim()
