import { m } from '#src/paraglide/messages.js'
import { ContentAction } from '../blocks/ContentAction'
import { Rich } from '../blocks/Rich'
import { useNotices } from './useNotices'

/** The thin banner above the header (docs/specification.md §4): the season's news an editor wrote, with its call to action. */
export function AnnouncementBanner() {
  const { announcement } = useNotices()
  if (!announcement) return null
  return (
    <aside aria-label={m.banner_label()} className="bg-ink text-paper">
      <p className="container-site flex min-h-10 flex-wrap items-center justify-center gap-x-3 py-2 text-center text-xs tracking-wide">
        <Rich html={announcement.text} />
        {announcement.action ? (
          <ContentAction
            action={{ ...announcement.action, style: 'primary' }}
            bare
            className="font-semibold underline underline-offset-4 hover:no-underline"
          />
        ) : null}
      </p>
    </aside>
  )
}
