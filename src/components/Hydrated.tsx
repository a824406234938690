import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * `children(hydrated)`: false on the server and during hydration, true after. The end of hydration re-renders every
 * component that asks, in one task: asking here keeps it to the few elements that change; those passed in are not.
 */
export function Hydrated({ children }: { children: (hydrated: boolean) => ReactNode }) {
  return children(useHydrated())
}
