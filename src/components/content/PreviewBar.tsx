import { m } from '#src/paraglide/messages.js'

/** The band on top of a previewed draft: what it is, and that the link is private and until when it works. */
export function PreviewBar({ expiresLabel }: { expiresLabel: string }) {
  return (
    <aside aria-label={m.post_preview_bar()} className="border-b border-brand-dark bg-brand-dark text-white">
      <p className="container-site flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 text-sm">
        <strong className="text-xs font-semibold uppercase tracking-[0.18em]">{m.post_preview_bar()}</strong>
        <span>{m.post_preview_notice({ time: expiresLabel })}</span>
      </p>
    </aside>
  )
}
