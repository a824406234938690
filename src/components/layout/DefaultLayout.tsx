import type { ReactNode } from 'react'
import { FormOutcomeNotice } from '../forms/FormOutcomeNotice'
import { useFeedPrefetch } from '~/catalogue/useFeedPrefetch'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

/**
 * The default layout (SPEC section 2): banner above the header, header, page, footer.
 * The site chrome's behaviours (overlay, popups, consent) mount here and only here.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useFeedPrefetch()
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <FormOutcomeNotice />
      <SiteFooter />
    </>
  )
}
