/** Test data shared by the lead tests (never imported by the site). */
import { defaultLocale } from '#app-config'
import type { ConsentRecord } from './consent'
import type { Lead } from './types'

export const sampleConsent = (over: Partial<ConsentRecord> = {}): ConsentRecord => ({
  given: { consent_privacy: true, consent_commercial: false },
  at: '2026-11-23T10:15:30.000Z',
  locale: defaultLocale,
  wording: {
    consent_privacy: 'I ACCEPT the privacy policy',
    consent_commercial: 'I agree to receive commercial communications from Lumera (news, events, offers).',
  },
  privacyPolicy: { updated: '2026-11-23', sha256: '0123456789abcdef'.repeat(4) },
  page: 'contact',
  url: 'http://localhost:3000/contact',
  ...over,
})

/** A contact lead in the default language, as the form posts it. */
export const sampleLead = (over: Partial<Lead> = {}): Lead => ({
  form: 'contact',
  locale: defaultLocale,
  page: 'contact',
  url: '/contact',
  clientKey: 'client-1',
  consent: sampleConsent(),
  fields: { first_name: 'Ada', last_name: 'Byron', email: 'ada@example.com', comment: 'Hello' },
  ...over,
})
