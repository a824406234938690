import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { usePicks } from '#src/compare/picks.ts'
import { PRODUCTS_PARAM } from '#src/compare/selection.ts'
import { internalToPublic, routeNameAt } from '#src/i18n/rewrite.ts'

// The tray's code loads once there is something in it: most visits never pick a cabinet.
const CompareTray = lazy(() => import('./CompareTray'))

/** True on the comparison page while it shows a selection of its own (the tray would repeat it). */
const onComparison = (pathname: string, searchStr: string) =>
  routeNameAt(internalToPublic(pathname)) === 'compare' && new URLSearchParams(searchStr).has(PRODUCTS_PARAM)

/** The place of the comparison tray in the layout: nothing until the visitor has picked a cabinet. */
export function CompareTrayHost() {
  const picks = usePicks()
  const hidden = useRouterState({ select: (s) => onComparison(s.location.pathname, s.location.searchStr) })
  if (!picks.length || hidden) return null
  return (
    <Suspense fallback={null}>
      <CompareTray picks={picks} />
    </Suspense>
  )
}
