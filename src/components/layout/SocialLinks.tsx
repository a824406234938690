import { company } from '#app-config'
import { m } from '#src/paraglide/messages.js'

const icons = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.8 8.5c3-1 5.2.6 4.7 3.2-.4 2-2.2 3-3.6 2.2M11.6 10.4 9.4 20" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.8v.2M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.3-2.6s2.2.9 2.2 2.6V16" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.8" y="5.5" width="18.4" height="13" rx="3.5" />
      <path d="m10.3 9.3 4.4 2.7-4.4 2.7z" fill="currentColor" />
    </>
  ),
} as const

const labels: Record<keyof typeof icons, () => string> = {
  instagram: m.social_instagram,
  pinterest: m.social_pinterest,
  linkedin: m.social_linkedin,
  youtube: m.social_youtube,
}

/** The four social network links (docs/specification.md §4), opened in a new tab. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={className}>
      {(Object.keys(icons) as Array<keyof typeof icons>).map((network) => (
        <li key={network}>
          <a
            href={company.social[network]}
            className="icon-button"
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[network]()}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
              {icons[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  )
}
