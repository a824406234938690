import { m } from '#src/paraglide/messages.js'

/** The Lumera wordmark: drawn text, so it stays sharp and costs no request. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 180 40" width="144" height="32" className={className} role="img" aria-label={m.site_name()}>
      <text x="90" y="29" textAnchor="middle" fontFamily="var(--font-display)" fontSize="30" letterSpacing="7" fill="currentColor">
        LUMERA
      </text>
    </svg>
  )
}
