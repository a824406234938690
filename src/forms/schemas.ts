/**
 * One valibot schema per form, shared by the browser and the server (server function and no-JavaScript post). Errors
 * are message keys (`error_*`), translated where shown. Every field is bounded.
 */
import * as v from 'valibot'
import { formIds, type FormId } from './formIds'
import { comparison, localeCodes } from '#app-config'
import { parseSlugList } from '#src/compare/selection.ts'
import { isCountryCode } from './countries'
import { formFields, leadFields, type FieldSpec, type FormValues } from './definitions'
import { italianRegions, typologyValues } from './options'
import { readPhone } from './phone'

export type ErrorKey =
  'error_required' | 'error_email' | 'error_phone' | 'error_too_long' | 'error_choice' | 'error_consent' | 'error_products'

const str = (max: number) => v.pipe(v.string('error_required'), v.trim(), v.maxLength(max, 'error_too_long'))
const required = (max: number) => v.pipe(str(max), v.nonEmpty('error_required'))
const optional = (max: number) => v.optional(str(max), '')
const choice = <T extends readonly string[]>(options: T) =>
  v.pipe(v.string('error_required'), v.nonEmpty('error_required'), v.picklist(options, 'error_choice'))

const email = (max: number) => v.pipe(required(max), v.email('error_email'))
const country = (max: number) => v.pipe(required(max), v.check(isCountryCode, 'error_choice'))
const region = v.optional(v.union([v.literal(''), v.picklist(italianRegions, 'error_choice')], 'error_choice'), '')

/** A checkbox: true, 'on' (an HTML form), 'yes' or 'true'. */
const checkbox = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((x) => x === true || x === 'on' || x === 'yes' || x === 'true'),
)
const consentRequired = v.pipe(checkbox, v.literal(true, 'error_consent'))

/** Region only means something for Italy: drop it for other countries. */
const regionOnlyForItaly = <T extends Record<string, unknown>>(value: T): T => ({
  ...value,
  region: value.country === 'IT' ? (value.region ?? '') : '',
})

/** A quote for several: comma-separated slugs of the page's language, at most the comparison's limit. */
const productSlugs = (max: number) =>
  v.pipe(
    optional(max),
    v.check((value) => {
      const list = parseSlugList(value)
      return list.malformed === 0 && list.beyond === 0 && list.slugs.length <= comparison.maxProducts
    }, 'error_choice'),
    v.transform((value) => parseSlugList(value).slugs.join(',')),
  )

function fieldSchema({ kind, required: isRequired, maxLength = 0, options = [] }: FieldSpec): v.GenericSchema {
  switch (kind) {
    case 'email':
      return email(maxLength)
    case 'tel':
      // Read as a number with the form's country, once every field is in (phoneRule below).
      return isRequired ? required(maxLength) : optional(maxLength)
    case 'country':
      return country(maxLength)
    case 'region':
      return region
    case 'typology':
      return choice(typologyValues)
    case 'select':
      return isRequired ? choice(options) : v.optional(v.union([v.literal(''), v.picklist(options, 'error_choice')], 'error_choice'), '')
    case 'consent':
      return isRequired ? consentRequired : checkbox
    case 'products':
      return productSlugs(maxLength)
    default:
      return isRequired ? required(maxLength) : optional(maxLength)
  }
}

/** Fields a form posts as several values of one name (ticked checkboxes), read as one comma-separated value. */
export const listFields: ReadonlySet<string> = new Set(
  Object.values(formFields).flatMap((specs) => specs.flatMap((spec) => (spec.kind === 'products' ? [spec.name] : []))),
)

/** A quote names its product (a product page) or its products (the comparison): one of the two. */
const namesAProduct = (input: { product?: unknown; products?: unknown }) => input.product !== '' || input.products !== ''

/** Checks across fields, by form (each runs once the fields it reads are valid). */
type FormStep = v.PipeItem<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>
const formChecks: Partial<Record<FormId, FormStep[]>> = {
  quote: [
    v.forward(v.partialCheck([['product'], ['products']], namesAProduct, 'error_required'), ['product']),
    v.forward(v.partialCheck([['product'], ['products']], namesAProduct, 'error_products'), ['products']),
  ],
}

/** A phone number, read with the form's country for national numbers, kept in international form; a prefix alone is ''. */
function phoneRule(tel: FieldSpec, country: FieldSpec | undefined): FormStep[] {
  const read = (value: Record<string, unknown>) =>
    readPhone(String(value[tel.name]), country ? String(value[country.name] ?? '') : undefined)
  return [
    v.forward(
      v.partialCheck(
        [[tel.name]],
        (value: Record<string, unknown>) => {
          const reading = read(value)
          return reading.kind === 'number' || (reading.kind === 'empty' && !tel.required)
        },
        'error_phone',
      ),
      [tel.name],
    ),
    v.transform((value: Record<string, unknown>) => {
      const reading = read(value)
      return { ...value, [tel.name]: reading.kind === 'number' ? reading.international : '' }
    }),
  ]
}

function formSchema(form: FormId): v.GenericSchema<unknown, Record<string, unknown>> {
  const fields = leadFields[form]
  let schema: v.GenericSchema<unknown, Record<string, unknown>> = v.object(
    Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec)])),
  )
  for (const check of formChecks[form] ?? []) schema = v.pipe(schema, check)
  const tel = fields.find((spec) => spec.kind === 'tel')
  if (tel)
    for (const step of phoneRule(
      tel,
      fields.find((spec) => spec.kind === 'country'),
    ))
      schema = v.pipe(schema, step)
  if (fields.some((spec) => spec.kind === 'region')) schema = v.pipe(schema, v.transform(regionOnlyForItaly))
  return schema
}

const formSchemas = Object.fromEntries(formIds.map((form) => [form, formSchema(form)])) as Record<
  FormId,
  v.GenericSchema<unknown, Record<string, unknown>>
>

/** The browser's `maxlength` is this, so a visitor cannot type what the server would reject; undefined when unbounded. */
export function fieldMaxLength(form: FormId, field: string): number | undefined {
  return formFields[form].find((spec) => spec.name === field)?.maxLength
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
