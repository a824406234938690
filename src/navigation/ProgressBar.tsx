import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { loadingBar } from '#app-config'

/** The progress bar (docs/specification.md §5) while the router or a query works longer than the throttle. */
export function ProgressBar() {
  const navigating = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading })
  const fetching = useIsFetching() + useIsMutating() > 0
  const busy = navigating || fetching
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle')

  // The work is over while the bar runs: complete it in this render (React's "adjust state while rendering").
  if (!busy && phase === 'running') setPhase('done')

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), loadingBar.throttleMs)
      return () => clearTimeout(timer)
    }
    if (phase !== 'done') return
    const timer = setTimeout(() => setPhase('idle'), 400)
    return () => clearTimeout(timer)
  }, [busy, phase])

  return (
    <div
      aria-hidden="true"
      data-state={phase}
      className="progress-bar"
      style={{
        height: `${loadingBar.heightPx}px`,
        transitionDuration: phase === 'running' ? `${loadingBar.durationMs}ms` : '300ms',
      }}
    />
  )
}
