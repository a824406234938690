/**
 * The shape of a lead as the forms hand it to the lead pipeline (src/leads/*.server.ts).
 * Shared by the server functions (src/forms/*.functions.ts) and the pipeline.
 */
import type { Locale } from '#app-config'
import type { ConsentRecord } from './consent'
import type { FormId } from '#src/forms/schemas.ts'

/** The form ids come from the form schemas (src/forms/schemas.ts). */
export type { FormId }

export type Lead = {
  form: FormId
  locale: Locale
  /** The validated form fields, keyed by their names in the field registry (src/forms/fields.ts). Consents are 'yes'/'no'. */
  fields: Record<string, string>
  /** The spec's route name of the page the form was sent from, e.g. 'showcases', 'product-slug'. */
  page: string
  /** The public URL of that page. */
  url: string
  /** Who sent it, for the rate limit (the client address); never stored in clear. */
  clientKey: string
  /** What the visitor agreed to, in which words, under which policy (built on the server). */
  consent: ConsentRecord
}

/** What the visitor is told: SPEC section 8's success text, or its error text. */
export type LeadOutcome =
  | { status: 'sent'; leadId: string }
  /** Stored, but the confirmation email to the visitor failed: the visitor sees the error text. */
  | { status: 'user_email_failed'; leadId: string }
  | { status: 'rate_limited' }
  /** The honeypot was filled: answered like a success, neither stored nor delivered. */
  | { status: 'discarded' }
