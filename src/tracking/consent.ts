/**
 * The visitor's cookie choice (SPEC section 4): localStorage `cookie_consent`, `yes` or `no`.
 * A missing value counts as `no`; the banner asks only while nothing is stored.
 */
import { cookieConsent, type ConsentValue } from '#app-config'

function storage(): Storage | undefined {
  // On the server (every render reads the choice for its first state) there is no storage: answered without the
  // ReferenceError the access would throw: building its stack trace was most of the hook's time in a profile of
  // distinct renders (a few microseconds a render; decision 0040).
  if (typeof window === 'undefined') return undefined
  try {
    return window.localStorage
  } catch {
    // Storage can be blocked (privacy settings): then nothing is remembered and nothing tracks.
    return undefined
  }
}

export function readConsent(): ConsentValue | null {
  const value = storage()?.getItem(cookieConsent.storageKey)
  return (cookieConsent.values as readonly string[]).includes(value ?? '') ? (value as ConsentValue) : null
}

export function writeConsent(value: ConsentValue): void {
  try {
    storage()?.setItem(cookieConsent.storageKey, value)
  } catch {
    // A full or blocked storage only means the banner asks again next time.
  }
}
