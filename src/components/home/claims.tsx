import type { ReactNode } from 'react'
import { m } from '#src/paraglide/messages.js'

const icon = (path: ReactNode) => (
  <svg
    width="28"
    height="28"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
)

/** The product claims (docs/specification.md §1), each with its line icon. */
export const claims: ReadonlyArray<{ id: string; icon: ReactNode; title: () => string; text: () => string }> = [
  { id: 'italy', icon: icon(<path d="M4 20V9l8-5 8 5v11M9 20v-6h6v6" />), title: m.claim_italy_title, text: m.claim_italy_text },
  { id: 'energy', icon: icon(<path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />), title: m.claim_energy_title, text: m.claim_energy_text },
  {
    id: 'wifi',
    icon: icon(
      <>
        <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
        <circle cx="12" cy="19" r="1" />
      </>,
    ),
    title: m.claim_wifi_title,
    text: m.claim_wifi_text,
  },
  {
    id: 'custom',
    icon: icon(
      <>
        <circle cx="8" cy="9" r="3.5" />
        <circle cx="16" cy="9" r="3.5" />
        <circle cx="12" cy="15.5" r="3.5" />
      </>,
    ),
    title: m.claim_custom_title,
    text: m.claim_custom_text,
  },
  {
    id: 'solar',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>,
    ),
    title: m.claim_solar_title,
    text: m.claim_solar_text,
  },
  {
    id: 'years',
    icon: icon(
      <>
        <circle cx="12" cy="12" r="8.5" />
        <path d="M12 7v5l3 2" />
      </>,
    ),
    title: m.claim_years_title,
    text: m.claim_years_text,
  },
  {
    id: 'r290',
    icon: icon(<path d="M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11Z" />),
    title: m.claim_r290_title,
    text: m.claim_r290_text,
  },
  {
    id: 'glass',
    icon: icon(
      <>
        <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
        <path d="M3.5 9h17M3.5 13h17M9 5v14M15 5v14" />
      </>,
    ),
    title: m.claim_glass_title,
    text: m.claim_glass_text,
  },
]

export function ClaimsGrid() {
  return (
    <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {claims.map((claim) => (
        <li key={claim.id} data-reveal>
          <span className="text-brand-dark">{claim.icon}</span>
          <h3 className="mt-4 font-display text-2xl leading-snug">{claim.title()}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{claim.text()}</p>
        </li>
      ))}
    </ul>
  )
}
