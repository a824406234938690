import type { CSSProperties, ReactNode } from 'react'
import { company, layout, timing } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { Logo } from '../Logo'
import { ChevronIcon } from '../icons'
import { collectionNav, type NavItem } from './navItems'
import { SocialLinks } from './SocialLinks'
import { FormModalLink } from '../forms/FormModalLink'

const companyNav: ReadonlyArray<NavItem> = [
  { to: '/about-us', label: m.nav_about },
  { to: '/sustainability', label: m.nav_sustainability },
  { to: '/custom-made', label: m.nav_custom_made },
  { to: '/customer-stories', label: m.nav_customer_stories },
  { to: '/inspiration-hub', label: m.nav_inspiration_hub },
]

const commitments = [m.green_diploma_title, m.footer_cert_r290, m.footer_cert_energy, m.footer_cert_solar]

/** On a phone a native `<details>` that folds without scripts; from the medium breakpoint open under its heading (app.css). */
function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="footer-section">
      <summary className="footer-section-toggle disclosure-toggle">
        {title}
        <span className="disclosure-chevron transition-transform duration-500">
          <ChevronIcon />
        </span>
      </summary>
      <h2 className="footer-section-title">{title}</h2>
      <ul className="space-y-2 pt-4 text-sm md:pt-3">{children}</ul>
    </details>
  )
}

/** The footer (docs/specification.md §4, §5): it fades in by CSS, so it needs no script and every crawler reads it. */
export function SiteFooter() {
  const timings = {
    animationDelay: `${timing.footerDelayMs}ms`,
    '--footer-menu-max-height': `${layout.footerMenuMaxHeightPx}px`,
    '--footer-menu-duration': `${timing.menuCollapseMs}ms`,
  } as CSSProperties
  return (
    <footer className="site-footer mt-24 border-t border-line bg-cream" style={timings}>
      <div className="container-site grid gap-x-12 gap-y-10 py-16 md:grid-cols-2 lg:grid-cols-[1.3fr_2fr_1.2fr]">
        <div>
          <AppLink to="/" className="inline-block text-ink" aria-label={m.nav_home_logo()}>
            <Logo />
          </AppLink>
          <p className="mt-4 max-w-xs text-sm text-ink-soft">{m.footer_claim()}</p>
          <h2 className="mt-8 font-sans text-xs font-semibold uppercase tracking-[0.18em]">{m.footer_address_heading()}</h2>
          <address className="mt-3 text-sm not-italic leading-relaxed text-ink-soft">
            {company.legalName}
            <br />
            {company.street}
            <br />
            {company.postalCode} {company.city} ({company.province}), {m.footer_country()}
            <br />
            <a href={`tel:${company.phone.replace(/\s/g, '')}`} className="link">
              {company.phone}
            </a>
            <br />
            <a href={`mailto:${company.email}`} className="link">
              {company.email}
            </a>
          </address>
        </div>
        <nav aria-label={m.footer_nav_label()} className="grid gap-x-12 gap-y-2 md:grid-cols-2 md:gap-y-10">
          <FooterSection title={m.nav_showcases()}>
            <li>
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
          </FooterSection>
          <FooterSection title={m.footer_company()}>
            {companyNav.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className="link">
                  {item.label()}
                </AppLink>
              </li>
            ))}
          </FooterSection>
        </nav>
        <div className="md:col-span-2 lg:col-span-1">
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
        <ul
          aria-label={m.footer_certifications_label()}
          className="container-site grid gap-x-8 gap-y-3 py-6 text-sm text-ink-soft sm:grid-cols-2 lg:grid-cols-4"
        >
          {commitments.map((text) => (
            <li key={text()} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-icecream-accent text-paper"
              >
                <svg width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                  <path d="M5 19c8 0 14-6 14-14-8 0-14 5-14 12v2Zm0 0 7-7" />
                </svg>
              </span>
              {text()}
            </li>
          ))}
        </ul>
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
