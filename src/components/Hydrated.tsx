import { useHydrated } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * Renders `children(hydrated)`: false on the server and during hydration, true from the render after.
 * The end of hydration re-renders every component that asks, synchronously and in one task: asking
 * here rather than in a page, a form or the footer keeps that re-render to the few elements that
 * change (a button's `disabled`, a form's `noValidate`). Elements the caller builds outside the
 * function and passes in are not rendered again.
 */
export function Hydrated({ children }: { children: (hydrated: boolean) => ReactNode }) {
  return children(useHydrated())
}
