/** All the first load holds of the comparison: whether picks are stored. The store (selectionStore.ts) loads once
 * there is a selection or a pick, so a visit that never compares does not download it. */
import { useSyncExternalStore } from 'react'
import { comparison } from '#app-config'
import type * as SelectionStore from './selectionStore'
import type { Pick } from './selectionStore'

type Store = typeof SelectionStore

const NONE: readonly Pick[] = []
let storedPicks: (() => readonly Pick[]) | undefined
let loading: Promise<Store> | undefined
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Loads the store (once) and follows it from then on. Called ahead of a click too (pointer over, focus). */
export function loadSelectionStore(): Promise<Store> {
  return (loading ??= import('./selectionStore').then((loaded) => {
    const { currentPicks, subscribe } = loaded
    storedPicks = currentPicks
    subscribe(notify)
    notify()
    return loaded
  }))
}

function hasStoredPicks(): boolean {
  try {
    return localStorage.getItem(comparison.storageKey) !== null
  } catch {
    return false
  }
}

/** Another tab's first pick: the store (once loaded) follows the others itself. */
function fromOtherTab(event: StorageEvent) {
  if (!storedPicks && (event.key === comparison.storageKey || event.key === null) && hasStoredPicks()) void loadSelectionStore()
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', fromOtherTab)
  listeners.add(listener)
  if (!storedPicks && hasStoredPicks()) void loadSelectionStore()
  return () => {
    listeners.delete(listener)
    if (!listeners.size) window.removeEventListener('storage', fromOtherTab)
  }
}

const currentPicks = () => storedPicks?.() ?? NONE
const noPicks = () => NONE

/** The selection: empty on the server, while hydrating and until the store has loaded. */
export const usePicks = () => useSyncExternalStore(subscribe, currentPicks, noPicks)

export function togglePick(pick: Pick): void {
  void loadSelectionStore().then(({ togglePick }) => togglePick(pick))
}
