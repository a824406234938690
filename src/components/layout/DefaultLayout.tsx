import { useLoaderData } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { CompareTrayHost } from '../compare/CompareTrayHost'
import { FormOutcomeNotice } from '../forms/FormOutcomeNotice'
import { useFeedPrefetch } from '#src/catalogue/useFeedPrefetch.ts'
import { useScrollReveal } from '#src/navigation/useScrollReveal.ts'
import { useTracking } from '#src/tracking/useTracking.ts'
import { AnnouncementBanner } from './AnnouncementBanner'
import { useCookieBanner, useGreenDiplomaBadge } from './firstVisitPrompts'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

const CookieBanner = lazy(() => import('./CookieBanner'))
const GreenDiplomaPopup = lazy(() => import('./GreenDiplomaPopup'))

/**
 * The default layout (SPEC section 2): banner above the header, header, page, footer, the
 * green-diploma badge and the cookie banner. Tracking starts here and only here.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useFeedPrefetch()
  useScrollReveal()
  return (
    <>
      <SkipLink />
      <AnnouncementBanner />
      <SiteHeader />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <FormOutcomeNotice />
      <SiteFooter />
      <TrackingAndPrompts />
      <CompareTrayHost />
    </>
  )
}

/**
 * Tracking, the cookie banner and the badge. The prompts are decided when hydration ends, which
 * re-renders the component that asks: a component of their own, so that re-render is not the
 * whole header and footer again.
 */
function TrackingAndPrompts() {
  const { gtmId } = useLoaderData({ from: '__root__' })
  const { accept } = useTracking(gtmId)
  const cookieBanner = useCookieBanner(accept)
  const badge = useGreenDiplomaBadge(cookieBanner.visible)
  return (
    <Suspense fallback={null}>
      {cookieBanner.visible && <CookieBanner onChoose={cookieBanner.choose} />}
      {badge.visible && <GreenDiplomaPopup onClose={badge.close} />}
    </Suspense>
  )
}
