import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { timing } from '#app-config'
import type { RouteName } from '#src/i18n/routes.ts'
import { routeNameAt } from '#src/i18n/rewrite.ts'
import { isPreviewAddress } from '#src/content/previewLink.ts'
import { readConsent } from './consent'

/** Loaded only with a container and consent: most first visits never need them (decision 0061). */
const tracker = () =>
  Promise.all([import('./tagManager'), import('./pageTypes')]).then(([tagManager, { pageTypes }]) => ({ ...tagManager, pageTypes }))

type Tracker = Awaited<ReturnType<typeof tracker>>

/** The address this document was loaded at: its web vitals name it, whatever page is shown when they are reported. */
const documentUrl = typeof window === 'undefined' ? undefined : window.location.href

function startWebVitals({ pushWebVital, pageTypes }: Tracker, landing: { routeName: RouteName; pageUrl: string }): void {
  void import('./webVitals').then(({ reportWebVitals }) =>
    reportWebVitals({ ...landing, pageType: pageTypes[landing.routeName] }, pushWebVital),
  )
}

/** Page views for the default layout, the only one that tracks (docs/specification.md §5): with consent `yes`, after
 * the first page and each route change. `accept` is the cookie banner's. An editor's draft preview is no visit: a
 * document opened at a preview address never starts the tag manager (decision 0067). */
export function useTracking(containerId: string | null): { accept: () => void } {
  const router = useRouter()
  const timer = useRef<number | undefined>(undefined)

  /** `ready` resolves once the tag manager has started: the page view is pushed after that, never before. */
  const schedulePageView = useCallback((ready: Promise<Tracker>) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      const routeName = routeNameAt(window.location.pathname)
      // The not-found view is no page of the table: reporting it under another page's name would falsify the figures.
      if (!routeName) return
      const event = { routeName, pageUrl: window.location.href, pageTitle: document.title }
      void ready.then(({ pushPageView, pageTypes }) => pushPageView({ ...event, pageType: pageTypes[routeName] }))
    }, timing.pageViewEventDelayMs)
  }, [])

  const start = useCallback(
    (id: string) => {
      // One chain, so the view cannot overtake the start (a view pushed before it is dropped); the code is fetched
      // while the delay runs, so the event still goes out on time.
      const ready = tracker().then((loaded) => {
        loaded.startTagManager(id)
        const routeName = documentUrl && routeNameAt(new URL(documentUrl).pathname)
        if (documentUrl && routeName) startWebVitals(loaded, { routeName, pageUrl: documentUrl })
        return loaded
      })
      schedulePageView(ready)
    },
    [schedulePageView],
  )

  useEffect(() => {
    if (!containerId || isPreviewAddress(window.location.search)) return
    const track = () => {
      if (readConsent() === 'yes') start(containerId)
    }
    track()
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) track()
    })
    return () => {
      unsubscribe()
      window.clearTimeout(timer.current)
    }
  }, [containerId, router, start])

  const accept = useCallback(() => {
    if (!containerId || isPreviewAddress(window.location.search)) return
    void tracker().then(({ tagManagerStarted }) => {
      if (!tagManagerStarted()) start(containerId)
    })
  }, [containerId, start])

  return { accept }
}
