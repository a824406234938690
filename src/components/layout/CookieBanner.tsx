import { useEffect, useState } from 'react'
import { m } from '~/paraglide/messages'
import { readConsent, writeConsent } from '~/tracking/consent'
import { AppLink } from '../AppLink'

/**
 * The cookie banner (SPEC section 4). It shows only while no choice is stored: a missing value is
 * stored as `no` at once (nothing tracks by default), accept stores `yes` and starts tracking.
 * Rendered after hydration only: the server cannot know the choice, and a fixed bar shifts nothing.
 */
export function CookieBanner({ onAccept, onVisibilityChange }: { onAccept: () => void; onVisibilityChange: (visible: boolean) => void }) {
  const [visible, setVisible] = useState<boolean | null>(null)
  useEffect(() => {
    const ask = readConsent() === null
    if (ask) writeConsent('no')
    setVisible(ask)
  }, [])
  useEffect(() => {
    if (visible !== null) onVisibilityChange(visible)
  }, [visible, onVisibilityChange])
  if (!visible) return null
  const choose = (value: 'yes' | 'no') => {
    writeConsent(value)
    setVisible(false)
    if (value === 'yes') onAccept()
  }
  return (
    <section aria-labelledby="cookie-banner-title" className="cookie-banner">
      <h2 id="cookie-banner-title" className="font-display text-2xl">
        {m.cookie_banner_title()}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-soft">
        {m.cookie_banner_text()}{' '}
        <AppLink to="/cookies" className="underline underline-offset-2">
          {m.cookie_banner_policy()}
        </AppLink>
      </p>
      <p className="mt-2 text-xs text-ink-soft">{m.cookie_banner_once()}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="button-primary" onClick={() => choose('yes')}>
          {m.cookie_banner_accept()}
        </button>
        <button type="button" className="button-secondary" onClick={() => choose('no')}>
          {m.cookie_banner_reject()}
        </button>
      </div>
    </section>
  )
}
