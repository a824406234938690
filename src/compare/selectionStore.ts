/** The visitor's picks, in their browser only (localStorage: no cookie, nothing on the server), shared by every tab.
 * The server and the hydrating render see none, so it never delays a first paint. */
import { useSyncExternalStore } from 'react'
import { comparison, type Locale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'
import { isUrlSlug } from '#src/site/slug.ts'

/** A pick as the visitor made it: the product's slug and name in the language of the page it was picked on. */
export type Pick = { slug: string; name: string; locale: Locale }

const NONE: readonly Pick[] = []
let picks: readonly Pick[] | undefined
/** Set when a pick was refused because the comparison is full; cleared by the next change. */
let full = false
const listeners = new Set<() => void>()

const isPick = (value: unknown): value is Pick => {
  const pick = value as Partial<Pick> | null
  return (
    typeof pick?.slug === 'string' &&
    isUrlSlug(pick.slug) &&
    typeof pick.name === 'string' &&
    pick.name.length <= 200 &&
    isLocale(pick.locale)
  )
}

function read(): readonly Pick[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(comparison.storageKey) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isPick).slice(0, comparison.maxProducts) : NONE
  } catch {
    // Storage blocked, or a value edited by hand: start from nothing rather than fail.
    return NONE
  }
}

const notify = () => listeners.forEach((listener) => listener())

export const currentPicks = (): readonly Pick[] => (picks ??= read())
const comparisonIsFull = () => full

/** Replaces the selection (the comparison page writes what it shows; the tray writes translated picks). */
export function setPicks(next: readonly Pick[]) {
  picks = next.slice(0, comparison.maxProducts)
  full = false
  try {
    if (picks.length) localStorage.setItem(comparison.storageKey, JSON.stringify(picks))
    else localStorage.removeItem(comparison.storageKey)
  } catch {
    // Private browsing with storage off: the selection lasts as long as the page.
  }
  notify()
}

export function togglePick(pick: Pick): void {
  const now = currentPicks()
  const same = (p: Pick) => p.slug === pick.slug && p.locale === pick.locale
  if (now.some(same)) return setPicks(now.filter((p) => !same(p)))
  if (now.length >= comparison.maxProducts) {
    full = true
    return notify()
  }
  setPicks([...now, pick])
}

function fromOtherTab(event: StorageEvent) {
  if (event.key !== comparison.storageKey && event.key !== null) return
  picks = read()
  notify()
}

export function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', fromOtherTab)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener('storage', fromOtherTab)
  }
}

const notFull = () => false

/** Whether the last pick was refused (the comparison is full). The selection itself: `usePicks` in picks.ts. */
export const useComparisonIsFull = () => useSyncExternalStore(subscribe, comparisonIsFull, notFull)
