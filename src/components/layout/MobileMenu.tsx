import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { FormModalLink } from '../forms/FormModalLink'
import { LanguageSwitch } from '../LanguageSwitch'
import { ChevronIcon, CloseIcon } from '../icons'
import { collectionNav, mainNav } from './navItems'
import { NavLink } from './NavLink'

export const MOBILE_MENU_ID = 'mobile-menu'

/** The full-screen mobile menu, a native popover: it opens without JavaScript and closes on Escape and route changes. */
export function MobileMenu() {
  const ref = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // Only a change of page closes it: a menu opened before hydration (the popover needs no script) stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    const el = ref.current
    if (el?.matches(':popover-open')) el.hidePopover()
  }, [pathname])

  return (
    <div id={MOBILE_MENU_ID} ref={ref} popover="auto" className="mobile-menu">
      <div className="container-site flex h-16 items-center justify-end">
        <button type="button" className="icon-button" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" aria-label={m.menu_close()}>
          <CloseIcon />
        </button>
      </div>
      <nav className="container-site pb-12" aria-label={m.nav_main()}>
        <details className="border-b border-line py-4">
          <summary className="mobile-menu-link disclosure-toggle flex items-center justify-between">
            {m.nav_showcases()}
            <span className="disclosure-chevron transition-transform duration-300">
              <ChevronIcon />
            </span>
          </summary>
          <ul className="mt-3 space-y-3 ps-4">
            <li>
              <AppLink to="/showcases" className="text-lg">
                {m.menu_all_showcases()}
              </AppLink>
            </li>
            {collectionNav.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className="text-lg">
                  {item.label()}
                </AppLink>
              </li>
            ))}
          </ul>
        </details>
        <ul>
          {mainNav.map((item) => (
            <li key={item.to} className="border-b border-line py-4">
              <NavLink item={item} className="mobile-menu-link" />
            </li>
          ))}
        </ul>
        <FormModalLink
          form="catalogue"
          fallback="/catalogue"
          className="button-primary mt-8 w-full"
          onOpen={() => ref.current?.hidePopover()}
        >
          {m.form_title_catalogue()}
        </FormModalLink>
        <LanguageSwitch className="mt-8 flex gap-6" variant="long" />
      </nav>
    </div>
  )
}
