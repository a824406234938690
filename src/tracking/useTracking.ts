import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { timing } from '#app-config'
import { routeNameAt } from '~/i18n/rewrite'
import { readConsent } from './consent'
import { pageTypes } from './pageTypes'
import { pushPageView, startTagManager, tagManagerStarted } from './tagManager'

/**
 * Page-view tracking for the default layout (the only layout that tracks, SPEC section 4):
 * with consent `yes` it starts the tag manager, and 250 ms after the first page and after every
 * resolved route change it pushes the page view, read at that moment (the new page's URL and
 * title). Returns `accept`, which the cookie banner calls when the visitor agrees.
 */
export function useTracking(containerId: string | null): { accept: () => void } {
  const router = useRouter()
  const timer = useRef<number | undefined>(undefined)

  const schedulePageView = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      // The page shown now, read from the public URL (the same table that builds it).
      const routeName = routeNameAt(window.location.pathname)
      // The not-found view is no page of the table: reporting it under another page's name would falsify the figures.
      if (!routeName) return
      pushPageView({ routeName, pageType: pageTypes[routeName], pageUrl: window.location.href, pageTitle: document.title })
    }, timing.pageViewEventDelayMs)
  }, [])

  useEffect(() => {
    if (!containerId) return
    const track = () => {
      if (readConsent() !== 'yes') return
      startTagManager(containerId)
      schedulePageView()
    }
    track()
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) track()
    })
    return () => {
      unsubscribe()
      window.clearTimeout(timer.current)
    }
  }, [containerId, router, schedulePageView])

  const accept = useCallback(() => {
    if (!containerId || tagManagerStarted()) return
    startTagManager(containerId)
    schedulePageView()
  }, [containerId, schedulePageView])

  return { accept }
}
