/**
 * The consent record kept with every lead (GDPR art. 7(1): the controller must be able to show that
 * the person consented): which consents were given, when, in which language, the exact words the
 * visitor saw next to each box, the version of the privacy policy in force, and the page and URL.
 * Pure: the server supplies the wording (from the messages) and the policy version (from the build).
 */
import type { Locale } from '#app-config'
import { consentNames, type ConsentName } from '#src/forms/fields.ts'

/** The consent boxes of the forms (the field registry's consent fields). */
export type ConsentKey = ConsentName

/** The privacy policy a visitor agreed to: its `updated` date and the SHA-256 of its file. */
type PolicyVersion = { updated: string; sha256: string }

export type ConsentRecord = {
  /** Whether each box was ticked. Every form shows both; an unticked optional box is `false`. */
  given: Record<ConsentKey, boolean>
  /**
   * Whether the form required each box: a required box was a condition of sending, an optional one was given freely
   * (GDPR art. 7(4)). Absent from records made before it was kept.
   */
  required?: Record<ConsentKey, boolean>
  /** When the server received the submission, ISO 8601 in UTC. */
  at: string
  locale: Locale
  /** The label of each box, word for word, in the visitor's language. */
  wording: Record<ConsentKey, string>
  privacyPolicy: PolicyVersion
  /** The spec's route name of the page the form was on. */
  page: string
  /** The page's absolute public URL (PUBLIC_URL and the path, as the webhook's `url`). */
  url: string
}

export type ConsentInput = {
  fields: Record<string, string>
  locale: Locale
  page: string
  /** The page's path, as the form sent it ('/it/contatti'). */
  path: string
  publicUrl: string
  at: Date
  wording: Record<ConsentKey, string>
  privacyPolicy: PolicyVersion
  /** Which boxes the form required. */
  required: Record<ConsentKey, boolean>
}

/** The lead's fields carry consents as 'yes'/'no' (src/forms/schemas.ts toLeadFields). */
export function buildConsentRecord(input: ConsentInput): ConsentRecord {
  if (!/^\/(?!\/)/.test(input.path)) throw new Error(`consent record: the page path must start with one slash, got "${input.path}"`)
  if (!/^[0-9a-f]{64}$/.test(input.privacyPolicy.sha256)) throw new Error('consent record: the privacy policy version needs a SHA-256')
  const given = Object.fromEntries(consentNames.map((key) => [key, input.fields[key] === 'yes'])) as Record<ConsentKey, boolean>
  return {
    given,
    required: { ...input.required },
    at: input.at.toISOString(),
    locale: input.locale,
    wording: { ...input.wording },
    privacyPolicy: { updated: input.privacyPolicy.updated, sha256: input.privacyPolicy.sha256 },
    page: input.page,
    url: input.publicUrl + input.path,
  }
}
