/**
 * The exact text of the consent checkboxes' labels in one language, as a visitor reads it next to the
 * box (src/components/forms/FormField.tsx renders the same messages, the policy words as a link).
 * The server resolves it from the visitor's locale for the consent record; it is never taken from
 * the browser.
 */
import type { Locale } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import type { ConsentKey } from '#src/leads/consent.ts'

export function consentWording(locale: Locale): Record<ConsentKey, string> {
  return {
    consent_privacy: `${m.consent_privacy_before({}, { locale })} ${m.consent_privacy_link({}, { locale })}`,
    consent_commercial: m.consent_commercial({}, { locale }),
  }
}
