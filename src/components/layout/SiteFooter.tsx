import { useId, useState } from 'react'
import { company, layout, timing } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { Logo } from '../Logo'
import { ChevronIcon } from '../icons'
import { collectionNav } from './navItems'
import { SocialLinks } from './SocialLinks'
import { FormModalLink } from '../forms/FormModalLink'
import { Hydrated } from '../Hydrated'

/**
 * The footer (SPEC section 2 and 4): it fades in after the footer delay (in CSS, so it needs no
 * script and is in the server-rendered page for every visitor and crawler), with a collapsible
 * showcases submenu, the small legal links, the social links and the logo.
 */
export function SiteFooter() {
  const [open, setOpen] = useState(false)
  const submenuId = useId()
  return (
    <footer className="site-footer mt-24 border-t border-line bg-cream" style={{ animationDelay: `${timing.footerDelayMs}ms` }}>
      <div className="container-site grid gap-12 py-16 md:grid-cols-[1.2fr_1fr_1fr]">
        <div>
          <AppLink to="/" className="inline-block text-ink" aria-label={m.nav_home_logo()}>
            <Logo />
          </AppLink>
          <p className="mt-4 max-w-xs text-sm text-ink-soft">{m.footer_claim()}</p>
          <address className="mt-6 text-sm not-italic leading-relaxed text-ink-soft">
            {company.legalName}
            <br />
            {company.street}, {company.postalCode} {company.city} ({company.province})
            <br />
            <a href={`tel:${company.phone.replace(/\s/g, '')}`} className="link">
              {company.phone}
            </a>
            {' · '}
            <a href={`mailto:${company.email}`} className="link">
              {company.email}
            </a>
          </address>
        </div>
        <nav aria-label={m.footer_nav_label()}>
          {/* The toggle needs the scripts: until they have hydrated the page it is honestly disabled. */}
          <Hydrated>
            {(hydrated) => (
              <button
                type="button"
                className="flex w-full items-center justify-between text-start font-display text-xl"
                aria-expanded={open}
                aria-controls={submenuId}
                disabled={!hydrated}
                onClick={() => setOpen((o) => !o)}
              >
                {m.nav_showcases()}
                <span className={`transition-transform duration-500 ${open ? 'rotate-180' : ''}`}>
                  <ChevronIcon />
                </span>
              </button>
            )}
          </Hydrated>
          <ul
            id={submenuId}
            className="footer-submenu space-y-2 text-sm"
            data-open={open}
            style={{ maxHeight: open ? `${layout.footerMenuMaxHeightPx}px` : 0, transitionDuration: `${timing.menuCollapseMs}ms` }}
            inert={!open}
          >
            <li className="pt-4">
              <AppLink to="/showcases" className="link">
                {m.menu_all_showcases()}
              </AppLink>
            </li>
            {collectionNav.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className="link">
                  {item.label()}
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink to="/showcases-custom-made" className="link">
                {m.page_showcases_custom_made_heading()}
              </AppLink>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-display text-xl">{m.form_title_newsletter()}</p>
          <p className="mt-2 text-sm text-ink-soft">{m.footer_newsletter_text()}</p>
          <FormModalLink form="newsletter" fallback="/contact" className="button-secondary mt-4">
            {m.form_submit_newsletter()}
          </FormModalLink>
          <p className="mt-8 font-display text-xl">{m.footer_follow()}</p>
          <SocialLinks className="mt-3 flex gap-3" />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-site flex flex-col gap-4 py-6 text-[0.7rem] uppercase tracking-[0.18em] text-ink-soft md:flex-row md:items-center md:justify-between">
          <p>
            © {company.legalName} · {m.footer_vat()} {company.vat}
          </p>
          <ul className="flex gap-6">
            <li>
              <AppLink to="/cookies" className="link">
                {m.footer_cookies()}
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy" className="link">
                {m.footer_privacy()}
              </AppLink>
            </li>
            <li>
              <AppLink to="/contact" className="link">
                {m.nav_contact()}
              </AppLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
