/** What each form asks, in the visitor's order, and what it requires; the fields themselves are in fields.ts. */
import { fieldRegistry, type FieldEntry, type FieldKind, type FieldName } from './fields'
import type { FormId } from './formIds'

type Ask<N extends FieldName = FieldName, R extends boolean = boolean> = { name: N; required: R; half: boolean }

/** A field a form asks; `half` puts it in half the width on wide forms. */
const ask = <const N extends FieldName, const R extends boolean>(name: N, required: R, layout: { half?: boolean } = {}): Ask<N, R> => ({
  name,
  required,
  half: layout.half ?? false,
})
const half = { half: true }

const person = [ask('first_name', true, half), ask('last_name', true, half), ask('email', true, half)] as const
const place = [ask('country', true, half), ask('region', false, half)] as const
const consents = <R extends boolean>(commercialRequired: R) =>
  [ask('consent_privacy', true), ask('consent_commercial', commercialRequired)] as const

type FormDefinition = {
  asks: readonly Ask[]
  /** The lead's field order where it differs from the screen's: the first release's, which operators' automations read. */
  leadOrder?: readonly FieldName[]
}

export const formDefinitions = {
  catalogue: {
    asks: [...person, ask('phone', true, half), ask('company', true), ...place, ask('typology', true), ...consents(false)],
    leadOrder: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'country',
      'region',
      'typology',
      'consent_commercial',
      'consent_privacy',
    ],
  },
  quote: {
    asks: [
      ask('product', false),
      ask('products', false),
      ...person,
      ask('phone', true, half),
      ask('company', true, half),
      // Who asks (a designer, a venue's owner, a consumer…): the maker prices and answers by it.
      ask('activity', true, half),
      ask('customer_type', false, half),
      ...place,
      ask('comment', false),
      ...consents(false),
    ],
    leadOrder: [
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'country',
      'region',
      'activity',
      'customer_type',
      'product',
      'products',
      'comment',
      'consent_privacy',
      'consent_commercial',
    ],
  },
  start_project: {
    asks: [
      ...person,
      ask('phone', true, half),
      ask('company', false),
      ...place,
      ask('activity', true, half),
      ask('purpose', true, half),
      ask('comment', true),
      ...consents(false),
    ],
  },
  newsletter: {
    asks: [ask('first_name', false), ask('email', true), ...consents(true)],
  },
  contact: {
    asks: [
      ask('department', true),
      ...person,
      ask('phone', false, half),
      ask('company', false, half),
      ask('customer_type', false, half),
      ask('country', true, half),
      ask('comment', true),
      ...consents(false),
    ],
    leadOrder: [
      'department',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'country',
      'customer_type',
      'comment',
      'consent_privacy',
      'consent_commercial',
    ],
  },
} as const satisfies Record<FormId, FormDefinition>

type AsksOf<F extends FormId> = (typeof formDefinitions)[F]['asks'][number]
/** A form's values by field name: consents are ticked or not, every other field is text. */
export type FormValues<F extends FormId> = {
  [A in AsksOf<F> as A['name']]: (typeof fieldRegistry)[A['name']]['kind'] extends 'consent' ? boolean : string
}

/** A field as a form shows it: the registry's entry with the form's own requirement and layout. */
export type FieldSpec = {
  name: FieldName
  kind: FieldKind
  required: boolean
  half: boolean
  label: FieldEntry['label']
  link?: { to: '/privacy'; text: FieldEntry['label'] }
  options?: readonly string[]
  groups?: readonly { group: string; items: readonly string[] }[]
  autoComplete?: string
  /** The longest value accepted (the control's `maxlength`). */
  maxLength?: number
}

function specOf({ name, required, half }: Ask): FieldSpec {
  const entry: FieldEntry = fieldRegistry[name]
  return {
    name,
    kind: entry.kind,
    required,
    half,
    label: entry.label,
    ...('link' in entry ? { link: entry.link } : {}),
    ...('options' in entry ? { options: entry.options } : {}),
    ...('groups' in entry ? { groups: entry.groups } : {}),
    ...(entry.autoComplete ? { autoComplete: entry.autoComplete } : {}),
    ...('max' in entry ? { maxLength: entry.max } : {}),
  }
}

/** Every form's fields in the order the visitor sees them. */
export const formFields = Object.fromEntries(
  Object.entries(formDefinitions).map(([form, definition]) => [form, definition.asks.map(specOf)]),
) as Record<FormId, FieldSpec[]>

/** Every form's fields in the order its leads keep them; a field its `leadOrder` does not name comes last. */
export const leadFields = Object.fromEntries(
  Object.entries(formDefinitions).map(([form, definition]) => {
    const specs = formFields[form as FormId]
    const order: readonly FieldName[] = 'leadOrder' in definition ? definition.leadOrder : []
    const rank = (spec: FieldSpec) => (order.includes(spec.name) ? order.indexOf(spec.name) : order.length)
    return [form, [...specs].sort((a, b) => rank(a) - rank(b))]
  }),
) as Record<FormId, FieldSpec[]>
