/** The visitor's cookie choice (docs/specification.md §5); a missing value counts as `no`. */
import { cookieConsent, type ConsentValue } from '#app-config'

function storage(): Storage | undefined {
  // No storage on the server: answered without the ReferenceError, whose stack trace cost every render (decision 0060).
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
