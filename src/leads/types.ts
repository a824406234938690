/** A lead as the forms' server functions hand it to the lead pipeline. */
import type { Locale } from '#app-config'
import type { ConsentRecord } from './consent'
import type { FormId } from '#src/forms/formIds.ts'

export type { FormId }

export type Lead = {
  form: FormId
  locale: Locale
  /** The validated form fields, keyed by their names in the field registry (src/forms/fields.ts). Consents are 'yes'/'no'. */
  fields: Record<string, string>
  /** The route name (src/i18n/routes.ts) of the page the form was sent from, e.g. 'showcases', 'product-slug'. */
  page: string
  url: string
  /** Who sent it, for the rate limit (the client address); never stored in clear. */
  clientKey: string
  consent: ConsentRecord
}

/** What the visitor is told: the form's success or error message (docs/specification.md §8). */
export type LeadOutcome =
  | { status: 'sent'; leadId: string }
  /** Stored, but the confirmation email to the visitor failed: the visitor sees the error text. */
  | { status: 'user_email_failed'; leadId: string }
  | { status: 'rate_limited' }
  /** The honeypot was filled: answered like a success, neither stored nor delivered. */
  | { status: 'discarded' }
