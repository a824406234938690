/** A submission's consent record, with wording and policy version from the server, never from the browser. */
import { findLegal } from '#src/content/content.server.ts'
import { loadEnv } from '#src/platform/env.server.ts'
import { buildConsentRecord, type ConsentInput, type ConsentRecord } from './consent'

export function consentRecordFor(
  submission: Pick<ConsentInput, 'fields' | 'locale' | 'page' | 'path' | 'wording' | 'required'>,
  at = new Date(),
): ConsentRecord {
  const policy = findLegal('privacy', submission.locale)
  // The content build fails without a privacy policy in every language, so this cannot happen in a build.
  if (!policy) throw new Error(`no privacy policy in ${submission.locale}`)
  return buildConsentRecord({
    ...submission,
    sites: loadEnv().sites,
    at,
    privacyPolicy: { updated: policy.updated, sha256: policy.sha256 },
  })
}
