import { describe, expect, it } from 'vitest'
import { consentWording } from '#src/forms/consentWording.ts'
import { buildConsentRecord, type ConsentInput } from './consent'

const sha256 = 'a'.repeat(64)
const input = (over: Partial<ConsentInput> = {}): ConsentInput => ({
  fields: { email: 'maria@example.com', consent_privacy: 'yes', consent_commercial: 'no' },
  locale: 'it',
  page: 'contact',
  path: '/it/contatti',
  sites: { origin: 'https://www.lumera-vetrine.it', domains: {} },
  at: new Date('2026-11-23T10:15:30.123Z'),
  wording: consentWording('it'),
  privacyPolicy: { updated: '2026-11-23', sha256 },
  required: { consent_privacy: true, consent_commercial: false },
  ...over,
})

describe('buildConsentRecord', () => {
  it('records what was given, when, where, in which words and under which policy', () => {
    expect(buildConsentRecord(input())).toEqual({
      given: { consent_privacy: true, consent_commercial: false },
      required: { consent_privacy: true, consent_commercial: false },
      at: '2026-11-23T10:15:30.123Z',
      locale: 'it',
      wording: {
        consent_privacy: 'ACCETTO la privacy policy',
        consent_commercial: 'Acconsento a ricevere comunicazioni commerciali da Lumera (novità, eventi, offerte).',
      },
      privacyPolicy: { updated: '2026-11-23', sha256 },
      page: 'contact',
      url: 'https://www.lumera-vetrine.it/it/contatti',
    })
  })

  it.each([
    [
      { consent_privacy: 'yes', consent_commercial: 'yes' },
      { consent_privacy: true, consent_commercial: true },
    ],
    [
      { consent_privacy: 'yes', consent_commercial: 'no' },
      { consent_privacy: true, consent_commercial: false },
    ],
    [{ consent_privacy: 'yes' }, { consent_privacy: true, consent_commercial: false }],
    // Only the exact 'yes' of toLeadFields counts: anything else is no consent.
    [
      { consent_privacy: 'on', consent_commercial: 'true' },
      { consent_privacy: false, consent_commercial: false },
    ],
    [{}, { consent_privacy: false, consent_commercial: false }],
  ])('reads the consents of %o', (fields, given) => {
    expect(buildConsentRecord(input({ fields })).given).toEqual(given)
  })

  it.each([
    [
      { consent_privacy: true, consent_commercial: false },
      { consent_privacy: 'yes', consent_commercial: 'yes' },
    ],
    [
      { consent_privacy: true, consent_commercial: true },
      { consent_privacy: 'yes', consent_commercial: 'yes' },
    ],
    [
      { consent_privacy: true, consent_commercial: false },
      { consent_privacy: 'yes', consent_commercial: 'no' },
    ],
  ])('tells a box the form required (%o) from one given freely', (required, fields) => {
    const record = buildConsentRecord(input({ fields, required }))
    expect(record.required).toEqual(required)
    expect(record.given).toEqual({ consent_privacy: true, consent_commercial: fields.consent_commercial === 'yes' })
  })

  it('keeps the English wording for an English visitor', () => {
    const record = buildConsentRecord(input({ locale: 'en', wording: consentWording('en'), path: '/contact' }))
    expect(record.wording).toEqual({
      consent_privacy: 'I ACCEPT the privacy policy',
      consent_commercial: 'I agree to receive commercial communications from Lumera (news, events, offers).',
    })
    expect(record.url).toBe('https://www.lumera-vetrine.it/contact')
  })

  it.each([
    [{ path: 'contact' }, 'path'],
    [{ path: '//evil.example/x' }, 'path'],
    [{ privacyPolicy: { updated: '2026-11-23', sha256: 'abc' } }, 'SHA-256'],
  ])('refuses %o', (over, problem) => {
    expect(() => buildConsentRecord(input(over as Partial<ConsentInput>))).toThrow(problem)
  })
})
