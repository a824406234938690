import type { ReactNode } from 'react'
import { FormOutcomeNotice } from '../forms/FormOutcomeNotice'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { Logo } from '../Logo'
import { SkipLink } from './SkipLink'

/** The landing layout (docs/specification.md §4): a minimal header with only the logo and a contact link. */
export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-line">
        <div className="container-site flex h-20 items-center justify-between">
          <AppLink to="/" className="text-ink" aria-label={m.nav_home_logo()}>
            <Logo />
          </AppLink>
          <AppLink to="/contact" className="button-secondary">
            {m.nav_contact()}
          </AppLink>
        </div>
      </header>
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <FormOutcomeNotice />
    </>
  )
}
