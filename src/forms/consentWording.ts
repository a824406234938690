/** The consent boxes' labels word for word, as FormField.tsx shows them; the server resolves them for the consent record. */
import type { Locale } from '#app-config'
import type { ConsentKey } from '#src/leads/consent.ts'
import { formFields } from './definitions'
import { consentNames, consentText } from './fields'
import type { FormId } from './formIds'

export function consentWording(locale: Locale): Record<ConsentKey, string> {
  return Object.fromEntries(consentNames.map((name) => [name, consentText(name, locale)])) as Record<ConsentKey, string>
}

/** Which consent boxes a form requires: the consent record tells a condition of sending from consent given freely. */
export function consentRequirements(form: FormId): Record<ConsentKey, boolean> {
  const specs = formFields[form]
  return Object.fromEntries(consentNames.map((name) => [name, specs.some((spec) => spec.name === name && spec.required)])) as Record<
    ConsentKey,
    boolean
  >
}
