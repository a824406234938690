/**
 * Whether the cookie banner and the green-diploma badge show, decided after hydration from storage. Only this decision
 * is in the first load: the banner and badge load when about to show, so returning visitors never download them.
 */
import { useHydrated } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { readConsent, writeConsent } from '#src/tracking/consent.ts'

/** Closing the badge turns it off in this browser (a UI preference, no personal data). */
const GREEN_DIPLOMA_KEY = 'green_diploma'

/** Shows while no choice is stored; a missing one is stored as `no` at once (nothing tracks by default). Null until read. */
export function useCookieBanner(onAccept: () => void): { visible: boolean | null; choose: (value: 'yes' | 'no') => void } {
  // The stored choice is read once, in the browser, before this hook stores `no` below. The server cannot know it,
  // so nothing shows until hydration is over (useHydrated), and the first client render matches the server's.
  const hydrated = useHydrated()
  const [askOnThisPage] = useState(() => readConsent() === null)
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    if (askOnThisPage) writeConsent('no')
  }, [askOnThisPage])
  const choose = useCallback(
    (value: 'yes' | 'no') => {
      writeConsent(value)
      setAnswered(true)
      if (value === 'yes') onAccept()
    },
    [onAccept],
  )
  return { visible: hydrated ? askOnThisPage && !answered : null, choose }
}

function badgeClosed(): boolean {
  // On the server, where every render asks: no storage, and no ReferenceError to build (decision 0060).
  if (typeof window === 'undefined') return false
  try {
    return window.localStorage.getItem(GREEN_DIPLOMA_KEY) === 'closed'
  } catch {
    return false
  }
}

/** The badge shows once the cookie banner is gone, unless it was closed before in this browser. */
export function useGreenDiplomaBadge(cookieBannerVisible: boolean | null): { visible: boolean; close: () => void } {
  const [closedBefore] = useState(badgeClosed)
  const [closedNow, setClosedNow] = useState(false)
  const close = useCallback(() => {
    try {
      window.localStorage.setItem(GREEN_DIPLOMA_KEY, 'closed')
    } catch {
      // Without storage it simply shows again on the next page load.
    }
    setClosedNow(true)
  }, [])
  return { visible: cookieBannerVisible === false && !closedBefore && !closedNow, close }
}
