/**
 * What each form asks, in order (SPEC section 3 and 5), and what it says when sent (section 8).
 * Field names are the spec's: they are the controls' `name`, the payload keys and the CSV columns.
 */
import { activities, customerTypes, departments, purposes } from './options'
import { fieldMaxLength, type FormId } from './schemas'

type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'country' | 'region' | 'typology' | 'consent' | 'hidden' | 'products'

export type FieldSpec = {
  name: string
  kind: FieldKind
  required: boolean
  options?: readonly string[]
  autoComplete?: string
  /** Half-width on wide forms. */
  half?: boolean
  /** The longest value the form's schema accepts (the control's maxlength); filled in from the schema below. */
  maxLength?: number
}

const f = (name: string, kind: FieldKind, required: boolean, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  required,
  ...extra,
})

const person = [
  f('first_name', 'text', true, { autoComplete: 'given-name', half: true }),
  f('last_name', 'text', true, { autoComplete: 'family-name', half: true }),
  f('email', 'email', true, { autoComplete: 'email', half: true }),
]
const place = [f('country', 'country', true, { autoComplete: 'country', half: true }), f('region', 'region', false, { half: true })]
const consents = (commercialRequired: boolean) => [
  f('consent_privacy', 'consent', true),
  f('consent_commercial', 'consent', commercialRequired),
]

const fieldsByForm: Record<FormId, FieldSpec[]> = {
  catalogue: [
    ...person,
    f('phone', 'tel', true, { autoComplete: 'tel', half: true }),
    f('company', 'text', true, { autoComplete: 'organization' }),
    ...place,
    f('typology', 'typology', true),
    ...consents(true),
  ],
  quote: [
    // A product page's quote names its product; the comparison's lists its products (removable).
    f('product', 'hidden', false),
    f('products', 'products', false),
    ...person,
    f('phone', 'tel', true, { autoComplete: 'tel', half: true }),
    f('company', 'text', true, { autoComplete: 'organization', half: true }),
    f('customer_type', 'select', true, { options: customerTypes, half: true }),
    ...place,
    f('comment', 'textarea', false),
    ...consents(false),
  ],
  start_project: [
    ...person,
    f('phone', 'tel', true, { autoComplete: 'tel', half: true }),
    f('company', 'text', false, { autoComplete: 'organization' }),
    ...place,
    f('activity', 'select', true, { options: activities, half: true }),
    f('purpose', 'select', true, { options: purposes, half: true }),
    f('comment', 'textarea', true),
    ...consents(false),
  ],
  newsletter: [
    f('first_name', 'text', false, { autoComplete: 'given-name' }),
    f('email', 'email', true, { autoComplete: 'email' }),
    ...consents(true),
  ],
  contact: [
    f('department', 'select', true, { options: departments }),
    ...person,
    f('phone', 'tel', false, { autoComplete: 'tel', half: true }),
    f('company', 'text', false, { autoComplete: 'organization', half: true }),
    f('customer_type', 'select', false, { options: customerTypes, half: true }),
    f('country', 'country', true, { autoComplete: 'country', half: true }),
    f('comment', 'textarea', true),
    ...consents(false),
  ],
}

/** Every form's fields, each with the length limit of its schema (the schema is the one home of the limits). */
export const formFields = Object.fromEntries(
  Object.entries(fieldsByForm).map(([form, fields]) => [
    form,
    fields.map((spec) => ({ ...spec, maxLength: fieldMaxLength(form as FormId, spec.name) })),
  ]),
) as Record<FormId, FieldSpec[]>
