import { useLoaderData } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormOutcomeNotice } from '../forms/FormOutcomeNotice'
import { useFeedPrefetch } from '~/catalogue/useFeedPrefetch'
import { useScrollReveal } from '~/navigation/useScrollReveal'
import { useTracking } from '~/tracking/useTracking'
import { AnnouncementBanner } from './AnnouncementBanner'
import { CookieBanner } from './CookieBanner'
import { GreenDiplomaPopup } from './GreenDiplomaPopup'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

/**
 * The default layout (SPEC section 2): banner above the header, header, page, footer, the
 * green-diploma badge and the cookie banner. Tracking starts here and only here.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { gtmId } = useLoaderData({ from: '__root__' })
  const { accept } = useTracking(gtmId)
  // Whether the cookie banner is showing; unknown (null) until hydration reads the stored choice.
  const [bannerShown, setBannerShown] = useState<boolean | null>(null)
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
      <CookieBanner onAccept={accept} onVisibilityChange={setBannerShown} />
      <GreenDiplomaPopup waitForConsent={bannerShown !== false} />
    </>
  )
}
