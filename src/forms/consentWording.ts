/** The consent boxes' labels word for word, as FormField.tsx shows them; the server resolves them for the consent record. */
import type { Locale } from '#app-config'
import { formFields } from './definitions'
import { consentNames, consentText, type ConsentName } from './fields'
import type { FormId } from './formIds'

export function consentWording(locale: Locale): Record<ConsentName, string> {
  return Object.fromEntries(consentNames.map((name) => [name, consentText(name, locale)])) as Record<ConsentName, string>
}

/** Which consent boxes a form requires: the consent record tells a condition of sending from consent given freely. */
export function consentRequirements(form: FormId): Record<ConsentName, boolean> {
  const specs = formFields[form]
  return Object.fromEntries(consentNames.map((name) => [name, specs.some((spec) => spec.name === name && spec.required)])) as Record<
    ConsentName,
    boolean
  >
}
