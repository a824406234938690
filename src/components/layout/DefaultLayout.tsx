import { useLoaderData } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { CompareTrayHost } from '../compare/CompareTrayHost'
import { FormOutcomeNotice } from '../forms/FormOutcomeNotice'
import { useFeedPrefetch } from '#src/catalogue/useFeedPrefetch.ts'
import { useScrollReveal } from '#src/navigation/useScrollReveal.ts'
import { useTracking } from '#src/tracking/useTracking.ts'
import { AnnouncementBanner } from './AnnouncementBanner'
import { HydrateInPass } from '#src/framework/HydrateInPass.tsx'
import { useCookieBanner, useGreenDiplomaBadge } from './firstVisitPrompts'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

const CookieBanner = lazy(() => import('./CookieBanner'))
const GreenDiplomaPopup = lazy(() => import('./GreenDiplomaPopup'))

/**
 * The default layout (SPEC section 2): banner above the header, header, page, footer, the
 * green-diploma badge and the cookie banner. Tracking starts here and only here.
 * The header hydrates first, then the page, then the footer: three short commits (HydrateInPass, decision 0018).
 * The header stays in the first pass: the tests' (and a visitor's) first taps go to its menus and dialog links, and
 * with it in a pass of its own, taps on it before that pass hung desktop clicks under load (decision 0038).
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
        <HydrateInPass pass={2}>{children}</HydrateInPass>
      </main>
      <FormOutcomeNotice />
      <HydrateInPass pass={3}>
        <SiteFooter />
      </HydrateInPass>
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
