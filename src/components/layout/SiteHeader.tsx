import { m } from '~/paraglide/messages'
import { AppLink } from '../AppLink'
import { LanguageSwitch } from '../LanguageSwitch'
import { Logo } from '../Logo'
import { MobileMenu, MOBILE_MENU_ID } from './MobileMenu'
import { mainNav } from './navItems'
import { SearchIcon, MenuIcon } from '../icons'

/** Desktop header above 1200 px, mobile header (search, logo, menu) at 1200 px or less. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      {/* Desktop */}
      <div className="container-site hidden h-20 items-center justify-between gap-8 nav:flex">
        <AppLink to="/" className="text-ink" aria-label={m.nav_home()}>
          <Logo />
        </AppLink>
        <nav aria-label={m.nav_main()}>
          <ul className="flex items-center gap-7 text-sm">
            <li>
              <AppLink to="/showcases" className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                {m.nav_showcases()}
              </AppLink>
            </li>
            {mainNav.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className="nav-link" activeProps={{ 'aria-current': 'page' }}>
                  {item.label()}
                </AppLink>
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
        <AppLink to="/" className="text-ink" aria-label={m.nav_home()}>
          <Logo />
        </AppLink>
        <button type="button" className="icon-button" popoverTarget={MOBILE_MENU_ID} aria-label={m.menu_open()}>
          <MenuIcon />
        </button>
      </div>
      <MobileMenu />
    </header>
  )
}
