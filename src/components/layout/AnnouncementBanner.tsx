import { m } from '#src/paraglide/messages.js'
import { FormModalLink } from '../forms/FormModalLink'

/** The thin banner above the header (docs/specification.md §4): the season's news, with its call to action. */
export function AnnouncementBanner() {
  return (
    <aside aria-label={m.banner_label()} className="bg-ink text-paper">
      <p className="container-site flex min-h-10 flex-wrap items-center justify-center gap-x-3 py-2 text-center text-xs tracking-wide">
        <span>{m.banner_text()}</span>
        <FormModalLink form="catalogue" fallback="/catalogue" className="font-semibold underline underline-offset-4 hover:no-underline">
          {m.banner_cta()}
        </FormModalLink>
      </p>
    </aside>
  )
}
