/**
 * The consent record kept with every lead (GDPR art. 7(1): the controller must be able to show consent): what was
 * given, when, the exact words beside each box, the privacy policy's version, the page. Pure.
 */
import type { Locale } from '#app-config'
import { siteUrl, type Sites } from '#src/i18n/sites.ts'
import { consentNames, type ConsentName } from '#src/forms/fields.ts'

/** The privacy policy a visitor agreed to: its `updated` date and the SHA-256 of its file. */
type PolicyVersion = { updated: string; sha256: string }

export type ConsentRecord = {
  /** Whether each box was ticked. Every form shows both; an unticked optional box is `false`. */
  given: Record<ConsentName, boolean>
  /** Whether the form required each box (GDPR art. 7(4)); absent from older records. */
  required?: Record<ConsentName, boolean>
  /** When the server received the submission, ISO 8601 in UTC. */
  at: string
  locale: Locale
  /** The label of each box, word for word, in the visitor's language. */
  wording: Record<ConsentName, string>
  privacyPolicy: PolicyVersion
  /** The route name of the page the form was on. */
  page: string
  /** The page's absolute public URL (on its language's host, as the webhook's `url`). */
  url: string
}

export type ConsentInput = {
  fields: Record<string, string>
  locale: Locale
  page: string
  path: string
  sites: Sites
  at: Date
  wording: Record<ConsentName, string>
  privacyPolicy: PolicyVersion
  required: Record<ConsentName, boolean>
}

/** The lead's fields carry consents as 'yes'/'no' (src/forms/schemas.ts toLeadFields). */
export function buildConsentRecord(input: ConsentInput): ConsentRecord {
  if (!/^\/(?!\/)/.test(input.path)) throw new Error(`consent record: the page path must start with one slash, got "${input.path}"`)
  if (!/^[0-9a-f]{64}$/.test(input.privacyPolicy.sha256)) throw new Error('consent record: the privacy policy version needs a SHA-256')
  const given = Object.fromEntries(consentNames.map((key) => [key, input.fields[key] === 'yes'])) as Record<ConsentName, boolean>
  return {
    given,
    required: { ...input.required },
    at: input.at.toISOString(),
    locale: input.locale,
    wording: { ...input.wording },
    privacyPolicy: { updated: input.privacyPolicy.updated, sha256: input.privacyPolicy.sha256 },
    page: input.page,
    url: siteUrl(input.sites, input.path),
  }
}
