import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { useDialogPopup } from '../dialog/useDialogPopup'
import { LanguageSwitch } from '../LanguageSwitch'
import { Logo } from '../Logo'
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu'
import { mainNav } from './navItems'
import { NavLink } from './NavLink'
import { SearchIcon, MenuIcon } from '../icons'

// The showcase menu loads when it is first opened, and stays mounted so that it can animate out.
const ShowcaseOverlay = lazy(() => import('./ShowcaseOverlay'))

export function SiteHeader() {
  const [overlay, setOverlay] = useState<'never' | 'open' | 'closed'>('never')
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // A navigation closes the open overlay, in the render that sees the new path (no extra effect pass).
  const [overlayPath, setOverlayPath] = useState(pathname)
  if (overlayPath !== pathname) {
    setOverlayPath(pathname)
    if (overlay === 'open') setOverlay('closed')
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      {/* Desktop */}
      <div className="container-site hidden h-20 items-center justify-between gap-8 nav:flex">
        <AppLink to="/" className="text-ink" aria-label={m.nav_home_logo()}>
          <Logo />
        </AppLink>
        <nav aria-label={m.nav_main()}>
          <ul className="flex items-center gap-7 text-sm">
            <li>
              <ShowcasesLink expanded={overlay === 'open'} onOpen={() => setOverlay('open')} />
            </li>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink item={item} className="nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className="flex gap-3" />
      </div>
      {/* Mobile */}
      <div className="container-site flex h-16 items-center justify-between nav:hidden">
        <AppLink to="/search" className="icon-button" aria-label={m.nav_search()}>
          <SearchIcon />
        </AppLink>
        <AppLink to="/" className="text-ink" aria-label={m.nav_home_logo()}>
          <Logo />
        </AppLink>
        <button type="button" className="icon-button" popoverTarget={MOBILE_MENU_ID} aria-label={m.menu_open()}>
          <MenuIcon />
        </button>
      </div>
      <MobileMenu />
      {overlay !== 'never' ? (
        <Suspense fallback={null}>
          <ShowcaseOverlay open={overlay === 'open'} onClose={() => setOverlay('closed')} />
        </Suspense>
      ) : null}
    </header>
  )
}

/**
 * A plain link to the showcases page until hydrated, then it opens the overlay. Its own component, so hydration's
 * re-render (useDialogPopup) touches only this link.
 */
function ShowcasesLink({ expanded, onOpen }: { expanded: boolean; onOpen: () => void }) {
  const popup = useDialogPopup()
  return (
    <AppLink
      to="/showcases"
      className="nav-link"
      aria-haspopup={popup}
      aria-expanded={popup ? expanded : undefined}
      activeProps={{ 'aria-current': 'page' }}
      onClick={(event) => {
        event.preventDefault()
        onOpen()
      }}
    >
      {m.nav_showcases()}
    </AppLink>
  )
}
