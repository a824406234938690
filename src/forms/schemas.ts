/**
 * One valibot schema per form, shared by the browser (TanStack Form) and the server (the server
 * function and the no-JavaScript post). Error messages are message keys (`error_*`), translated
 * where they are shown. Every field is bounded.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min'
import * as v from 'valibot'
import { formIds, type FormId } from './formIds'
import { comparison, localeCodes } from '#app-config'
import { parseSlugList } from '#src/compare/selection.ts'
import { isCountryCode } from './countries'
import { activities, customerTypes, departments, italianRegions, purposes, typologyValues } from './options'

export type ErrorKey =
  'error_required' | 'error_email' | 'error_phone' | 'error_too_long' | 'error_choice' | 'error_consent' | 'error_products'

const str = (max: number) => v.pipe(v.string('error_required'), v.trim(), v.maxLength(max, 'error_too_long'))
const required = (max: number) => v.pipe(str(max), v.nonEmpty('error_required'))
const optional = (max: number) => v.optional(str(max), '')
const choice = <T extends readonly string[]>(options: T) =>
  v.pipe(v.string('error_required'), v.nonEmpty('error_required'), v.picklist(options, 'error_choice'))

const email = v.pipe(required(254), v.email('error_email'))
const phone = v.pipe(
  required(32),
  v.check((p) => isValidPhoneNumber(p), 'error_phone'),
)
// A bare dial prefix (put there by the country choice) means no number was given.
const optionalPhone = v.pipe(
  optional(32),
  v.transform((p) => (/^\+\d{1,4}$/.test(p) ? '' : p)),
  v.check((p) => p === '' || isValidPhoneNumber(p), 'error_phone'),
)
const country = v.pipe(required(2), v.check(isCountryCode, 'error_choice'))
const region = v.optional(v.union([v.literal(''), v.picklist(italianRegions, 'error_choice')], 'error_choice'), '')

/** A checkbox: true, 'on' (an HTML form), 'yes' or 'true'. */
const checkbox = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((x) => x === true || x === 'on' || x === 'yes' || x === 'true'),
)
const consentRequired = v.pipe(checkbox, v.literal(true, 'error_consent'))

const person = {
  first_name: required(80),
  last_name: required(80),
  email,
}

/** Region only means something for Italy: drop it for other countries. */
const regionOnlyForItaly = <T extends { country: string; region?: string }>(value: T): T => ({
  ...value,
  region: value.country === 'IT' ? (value.region ?? '') : '',
})

const CatalogueSchema = v.pipe(
  v.object({
    ...person,
    phone,
    company: required(120),
    country,
    region,
    typology: choice(typologyValues as readonly string[]),
    consent_commercial: consentRequired,
    consent_privacy: consentRequired,
  }),
  v.transform(regionOnlyForItaly),
)

/**
 * The cabinets of a quote for several (from the comparison): slugs of the page's language, comma-separated,
 * at most the comparison's limit. The server reads their names and links from the catalogue.
 */
const productSlugs = v.pipe(
  optional(comparison.maxProducts * 201),
  v.check((value) => {
    const list = parseSlugList(value)
    return list.malformed === 0 && list.beyond === 0 && list.slugs.length <= comparison.maxProducts
  }, 'error_choice'),
  v.transform((value) => parseSlugList(value).slugs.join(',')),
)

/** Fields a form posts as several values of one name (ticked checkboxes), read as one comma-separated value. */
export const listFields: ReadonlySet<string> = new Set(['products'])

/** A quote names its product (a product page) or its products (the comparison): one of the two. */
const namesAProduct = (input: { product: string; products: string }) => input.product !== '' || input.products !== ''

const QuoteSchema = v.pipe(
  v.object({
    ...person,
    phone,
    company: required(120),
    country,
    region,
    customer_type: choice(customerTypes),
    product: optional(200),
    products: productSlugs,
    comment: optional(2000),
    consent_privacy: consentRequired,
    consent_commercial: checkbox,
  }),
  v.forward(v.partialCheck([['product'], ['products']], namesAProduct, 'error_required'), ['product']),
  v.forward(v.partialCheck([['product'], ['products']], namesAProduct, 'error_products'), ['products']),
  v.transform(regionOnlyForItaly),
)

const StartProjectSchema = v.pipe(
  v.object({
    ...person,
    phone,
    company: optional(120),
    country,
    region,
    activity: choice(activities),
    purpose: choice(purposes),
    comment: required(2000),
    consent_privacy: consentRequired,
    consent_commercial: checkbox,
  }),
  v.transform(regionOnlyForItaly),
)

const NewsletterSchema = v.object({
  first_name: optional(80),
  email,
  consent_privacy: consentRequired,
  consent_commercial: consentRequired,
})

const ContactSchema = v.object({
  department: choice(departments),
  ...person,
  phone: optionalPhone,
  company: optional(120),
  country,
  customer_type: v.optional(v.union([v.literal(''), v.picklist(customerTypes, 'error_choice')]), ''),
  comment: required(2000),
  consent_privacy: consentRequired,
  consent_commercial: checkbox,
})

const formSchemas = {
  catalogue: CatalogueSchema,
  quote: QuoteSchema,
  start_project: StartProjectSchema,
  newsletter: NewsletterSchema,
  contact: ContactSchema,
  // Every form id of formIds.ts has a schema, and no other key is allowed: the type check keeps them equal.
} as const satisfies Record<FormId, v.GenericSchema>

export type { FormId }
export type FormValues<F extends FormId> = v.InferOutput<(typeof formSchemas)[F]>

type Inspectable = {
  type?: string
  requirement?: unknown
  pipe?: readonly Inspectable[]
  wrapped?: Inspectable
  entries?: Record<string, Inspectable>
}

/** The `maxLength` bound of a schema, looking through pipes and optional wrappers (undefined when unbounded). */
function maxLengthOf(schema: Inspectable | undefined): number | undefined {
  if (!schema) return undefined
  if (schema.type === 'max_length' && typeof schema.requirement === 'number') return schema.requirement
  for (const item of schema.pipe ?? []) {
    const found = item === schema ? undefined : maxLengthOf(item)
    if (found !== undefined) return found
  }
  return maxLengthOf(schema.wrapped)
}

/** The object schema of a form, under its pipe (transforms) if it has one. */
const entriesOf = (schema: Inspectable): Record<string, Inspectable> => schema.entries ?? entriesOf(schema.pipe?.[0] ?? {})

/**
 * The longest value a field of a form accepts, read from its schema: the browser's `maxlength` is this, so the
 * form never lets a visitor type what the server would reject. Undefined for unbounded fields (checkboxes, choices).
 */
export function fieldMaxLength(form: FormId, field: string): number | undefined {
  return maxLengthOf(entriesOf(formSchemas[form] as Inspectable)[field])
}

/** What every submission carries besides its fields: which form, language, page, and the honeypot. */
export const EnvelopeSchema = v.object({
  form: v.picklist(formIds),
  locale: v.picklist(localeCodes),
  page: v.pipe(v.string(), v.maxLength(60), v.regex(/^[a-z-]+$/)),
  /** Public path of the page (same site only). */
  path: v.pipe(v.string(), v.maxLength(500), v.regex(/^\/(?!\/)[^\s]*$/)),
  /** The honeypot: people never see it, so it stays empty. */
  website: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
})

export type FieldErrors = Record<string, ErrorKey>

/** Validates one form's fields; the errors are keyed by field name (first error of each). */
export function validateForm<F extends FormId>(
  form: F,
  input: unknown,
): { ok: true; values: FormValues<F> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(formSchemas[form], input)
  if (result.success) return { ok: true, values: result.output as FormValues<F> }
  const errors: FieldErrors = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    const field = typeof key === 'string' ? key : '_form'
    if (!errors[field]) errors[field] = (issue.message.startsWith('error_') ? issue.message : 'error_required') as ErrorKey
  }
  return { ok: false, errors }
}

/** The fields as the lead pipeline stores and sends them: strings, consents as yes/no. */
export function toLeadFields(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([k, value]) => [k, typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value ?? '')]),
  )
}
