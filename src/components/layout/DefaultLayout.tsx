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
import { useNotices } from './useNotices'

const CookieBanner = lazy(() => import('./CookieBanner'))
const GreenDiplomaPopup = lazy(() => import('./GreenDiplomaPopup'))

/** The default layout (docs/specification.md §4). Tracking starts here and only here. */
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

/** Its own component: the prompts are decided when hydration ends, and that re-render must not be the whole page's. */
function TrackingAndPrompts() {
  const { gtmId } = useLoaderData({ from: '__root__' })
  const { accept } = useTracking(gtmId)
  const cookieBanner = useCookieBanner(accept)
  const badge = useGreenDiplomaBadge(cookieBanner.visible)
  const { greenDiploma } = useNotices()
  return (
    <Suspense fallback={null}>
      {cookieBanner.visible && <CookieBanner onChoose={cookieBanner.choose} />}
      {badge.visible && greenDiploma && <GreenDiplomaPopup note={greenDiploma} onClose={badge.close} />}
    </Suspense>
  )
}
