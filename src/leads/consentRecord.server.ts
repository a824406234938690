/** A submission's consent record, with wording and policy version from the server, never from the browser. */
import type { Locale } from '#app-config'
import { findLegal } from '#src/content/content.server.ts'
import { consentRequirements, consentWording } from '#src/forms/consentWording.ts'
import type { FormId } from '#src/forms/formIds.ts'
import { loadEnv } from '#src/server/env.server.ts'
import { buildConsentRecord, type ConsentRecord } from './consent'

export function consentRecordFor(
  submission: { form: FormId; fields: Record<string, string>; locale: Locale; page: string; path: string },
  at = new Date(),
): ConsentRecord {
  const policy = findLegal('privacy', submission.locale)
  // The content build fails without a privacy policy in every language, so this cannot happen in a build.
  if (!policy) throw new Error(`no privacy policy in ${submission.locale}`)
  return buildConsentRecord({
    ...submission,
    sites: loadEnv().sites,
    at,
    wording: consentWording(submission.locale),
    required: consentRequirements(submission.form),
    privacyPolicy: { updated: policy.updated, sha256: policy.sha256 },
  })
}
