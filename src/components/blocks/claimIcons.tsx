import type { ReactNode } from 'react'
import type { claimIcons } from '#src/blocks/model.ts'

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

/** The line icons a claim may show, drawn by the site (an editor picks one by name). */
const icons: Record<(typeof claimIcons)[number], ReactNode> = {
  italy: icon(<path d="M4 20V9l8-5 8 5v11M9 20v-6h6v6" />),
  energy: icon(<path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />),
  wifi: icon(
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19" r="1" />
    </>,
  ),
  custom: icon(
    <>
      <circle cx="8" cy="9" r="3.5" />
      <circle cx="16" cy="9" r="3.5" />
      <circle cx="12" cy="15.5" r="3.5" />
    </>,
  ),
  solar: icon(
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
  ),
  years: icon(
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3 2" />
    </>,
  ),
  r290: icon(<path d="M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11Z" />),
  glass: icon(
    <>
      <rect x="3.5" y="5" width="17" height="14" rx="1.5" />
      <path d="M3.5 9h17M3.5 13h17M9 5v14M15 5v14" />
    </>,
  ),
}

export const claimIcon = (name: (typeof claimIcons)[number]) => icons[name]
