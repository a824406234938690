import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'

/** The cookie banner (docs/specification.md §5), loaded only when it shows; a fixed bottom bar, so it shifts nothing. */
export default function CookieBanner({ onChoose: choose }: { onChoose: (value: 'yes' | 'no') => void }) {
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
