import type { StaticPath } from '#src/i18n/routes.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from './AppLink'

export type Crumb = { to: StaticPath; label: string }

/** Where the page sits: Home › section › this page (the last one is not a link). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label={m.breadcrumb_label()} className="text-xs uppercase tracking-[0.16em] text-ink-soft">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {[{ to: '/' as const, label: m.nav_home() }, ...trail].map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-2">
            <AppLink to={crumb.to} className="link">
              {crumb.label}
            </AppLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="max-w-[60ch] truncate text-ink">
          {current}
        </li>
      </ol>
    </nav>
  )
}
