/** The search combobox's keyboard rules (WAI-ARIA): no option is active until an arrow key, so Enter submits the text. */

/** No option is active: the focus is on the typed text. */
export const NONE = -1

export type ComboboxKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/** The option active after a key, wrapping at both ends through "none" (back to the text). */
export function moveActive(active: number, count: number, key: ComboboxKey): number {
  if (count <= 0) return NONE
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? NONE : active + 1
    case 'ArrowUp':
      return active <= NONE ? count - 1 : active - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

export function isComboboxKey(key: string): key is ComboboxKey {
  return key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End'
}

/** Shortest query worth asking the server about, and the pause after the last keystroke. */
export const MIN_SUGGEST_LENGTH = 2
export const SUGGEST_DEBOUNCE_MS = 180

/** The query to ask suggestions for, or null when it is too short to mean anything yet. */
export function suggestQuery(text: string): string | null {
  const query = text.trim().replace(/\s+/g, ' ')
  return query.length >= MIN_SUGGEST_LENGTH ? query.slice(0, 100) : null
}
