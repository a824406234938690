/** One path for every submission, from the server function or a plain HTML post (POST /api/forms), to the lead pipeline. */
import * as v from 'valibot'
import { consentRecordFor } from '#src/leads/consentRecord.server.ts'
import { submitLead } from '#src/leads/leads.server.ts'
import { withQuotedProducts } from '#src/leads/quotedProducts.ts'
import { log } from '#src/platform/log.server.ts'
import { quotedProductName, resolveQuotedProducts } from './quotedProducts.server'
import { isFormId, type FormId } from '#src/forms/formIds.ts'
import { EnvelopeSchema, toLeadFields, validateForm, type FieldErrors } from '#src/forms/schemas.ts'
import { consentRequirements, consentWording } from '#src/forms/consentWording.ts'

export type SubmitResult =
  | { status: 'success'; form: FormId }
  | { status: 'error'; form: FormId }
  | { status: 'rate_limited'; form: FormId }
  | { status: 'invalid'; form: FormId | null; errors: FieldErrors }

export async function handleSubmission(raw: Record<string, unknown>, clientKey: string): Promise<SubmitResult> {
  const envelope = v.safeParse(EnvelopeSchema, raw)
  if (!envelope.success) {
    // The one list of form ids, not `in` on an object: `toString` is in every object.
    return { status: 'invalid', form: isFormId(raw.form) ? raw.form : null, errors: { _form: 'error_required' } }
  }
  const { form, locale, page, path, website } = envelope.output
  const fields = raw.fields && typeof raw.fields === 'object' ? raw.fields : raw
  const validated = validateForm(form, fields)
  if (!validated.ok) return { status: 'invalid', form, errors: validated.errors }
  // What the form asked, word for word: read from the forms' registry before the lead is made.
  const consentText = { wording: consentWording(locale), required: consentRequirements(form) }
  try {
    let leadFields = toLeadFields(validated.values as Record<string, unknown>)
    // A quote for several names its cabinets by slug: the catalogue gives their names and links.
    if (leadFields.products) {
      const quoted = await resolveQuotedProducts(locale, leadFields.products.split(','))
      if (!quoted.length) return { status: 'invalid', form, errors: { products: 'error_products' } }
      leadFields = withQuotedProducts(leadFields, quoted)
    } else if (leadFields.product !== undefined) {
      // A quote for one cabinet: the catalogue names it, never the form's text, which the confirmation email would
      // carry to whatever address was typed.
      const name = await quotedProductName(path, leadFields.product, locale)
      leadFields = Object.fromEntries(
        Object.entries(leadFields).flatMap(([key, value]) => (key !== 'product' ? [[key, value]] : name ? [[key, name]] : [])),
      )
    }
    const consent = consentRecordFor({ fields: leadFields, locale, page, path, ...consentText })
    const outcome = await submitLead({ form, locale, page, url: path, fields: leadFields, clientKey, consent }, { honeypot: website })
    if (outcome.status === 'sent' || outcome.status === 'discarded') return { status: 'success', form }
    if (outcome.status === 'rate_limited') return { status: 'rate_limited', form }
    return { status: 'error', form }
  } catch (error) {
    // The lead store itself failed (disk full, permissions): the visitor must try again.
    log().error({ module: 'forms', form, err: error }, 'could not record a submission')
    return { status: 'error', form }
  }
}
