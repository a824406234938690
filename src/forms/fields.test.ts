import { describe, expect, it } from 'vitest'
import { locales } from '#app-config'
import { consentRequirements } from './consentWording'
import { formDefinitions, formFields, leadFields } from './definitions'
import { consentNames, consentText, fieldRegistry, givenNameMax, givenNameOf, personNameOf, type FieldName } from './fields'
import { formIds } from './formIds'

const names = Object.keys(fieldRegistry) as FieldName[]

describe('the field registry', () => {
  it.each(formIds)('%s asks registry fields, each once, and keeps every one of them in its leads', (form) => {
    const shown = formFields[form].map((spec) => spec.name)
    expect(new Set(shown).size).toBe(shown.length)
    for (const name of shown) expect(names).toContain(name)
    expect(leadFields[form].map((spec) => spec.name).sort()).toEqual([...shown].sort())
  })

  it.each(names.flatMap((name) => locales.map(({ code }) => ({ name, locale: code }))))(
    '$name has a label in $locale',
    ({ name, locale }) => {
      expect(fieldRegistry[name].label({}, { locale }).trim()).not.toBe('')
    },
  )

  it('gives every form field the limits and choices of its entry, and the form its own requirement', () => {
    const newsletterName = formFields.newsletter.find((spec) => spec.name === 'first_name')
    expect(newsletterName).toMatchObject({ kind: 'text', maxLength: 80, required: false, autoComplete: 'given-name', half: false })
    const quoteName = formFields.quote.find((spec) => spec.name === 'first_name')
    expect(quoteName).toMatchObject({ maxLength: 80, required: true, half: true })
    expect(formFields.contact.find((spec) => spec.name === 'department')?.options).toEqual(fieldRegistry.department.options)
    expect(formFields.catalogue.find((spec) => spec.name === 'typology')).not.toHaveProperty('maxLength')
  })

  it('keeps the order of the first release in the leads where the screen shows another', () => {
    expect(leadFields.catalogue.slice(-2).map((spec) => spec.name)).toEqual(['consent_commercial', 'consent_privacy'])
    expect(formFields.catalogue.slice(-2).map((spec) => spec.name)).toEqual(['consent_privacy', 'consent_commercial'])
    expect(leadFields.start_project).toEqual(formFields.start_project)
    expect('leadOrder' in formDefinitions.newsletter).toBe(false)
  })

  it('words the consent boxes as the visitor reads them, the policy link included', () => {
    expect(consentNames).toEqual(['consent_privacy', 'consent_commercial'])
    expect(consentText('consent_privacy', 'en')).toBe('I ACCEPT the privacy policy')
    expect(consentText('consent_privacy', 'it')).toBe('ACCETTO la privacy policy')
    expect(consentText('consent_commercial', 'it')).toBe(
      'Acconsento a ricevere comunicazioni commerciali da Lumera (novità, eventi, offerte).',
    )
  })

  it.each([
    [{ first_name: 'Ada', last_name: 'Byron' }, 'Ada', 'Ada Byron'],
    [{ first_name: 'Ada' }, 'Ada', 'Ada'],
    [{ last_name: 'Byron' }, '', 'Byron'],
    [{ email: 'ada@example.com' }, '', ''],
    [{ first_name: '', last_name: '' }, '', ''],
  ])('reads the name of %o', (fields, given, person) => {
    expect(givenNameMax).toBe(fieldRegistry.first_name.max)
    expect(givenNameOf(fields)).toBe(given)
    expect(personNameOf(fields)).toBe(person)
  })
})

describe('consent requirements', () => {
  it.each([
    // The catalogue is not the price of marketing consent (GDPR art. 7(4)); the newsletter is marketing.
    ['catalogue', { consent_privacy: true, consent_commercial: false }],
    ['quote', { consent_privacy: true, consent_commercial: false }],
    ['start_project', { consent_privacy: true, consent_commercial: false }],
    ['contact', { consent_privacy: true, consent_commercial: false }],
    ['newsletter', { consent_privacy: true, consent_commercial: true }],
  ] as const)('%s requires %o', (form, required) => {
    expect(consentRequirements(form)).toEqual(required)
  })
})
