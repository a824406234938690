import { useEffect, useId, useState } from 'react'
import { comparison } from '#app-config'
import { setPicks, togglePick, useComparisonIsFull, type Pick } from '#src/compare/selectionStore.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { ChevronIcon, CloseIcon } from '../icons'
import { callServerFn } from '#src/framework/lazyServerFnClient.ts'

/** Picks made in another language are asked for in this one, so the tray and its link speak the page's language. */
function useTranslatedPicks(picks: readonly Pick[]) {
  const locale = useLocale()
  const foreign = picks.some((p) => p.locale !== locale)
  useEffect(() => {
    if (!foreign) return
    let current = true
    void callServerFn(
      () => import('#src/compare/compare.functions.ts'),
      (fns) => fns.translatePicks({ data: { locale, picks: picks.map(({ slug, locale: l }) => ({ slug, locale: l })) } }),
    )
      .then((translated) => {
        if (current) setPicks(translated)
      })
      // Offline or the server is busy: the tray keeps the picks as they are and tries again on the next page.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [foreign, locale, picks])
  return picks.filter((p) => p.locale === locale)
}

/** Fixed at the bottom of the window; the space it takes is added after the footer. */
export default function CompareTray({ picks }: { picks: readonly Pick[] }) {
  const shown = useTranslatedPicks(picks)
  const full = useComparisonIsFull()
  const [open, setOpen] = useState(false)
  const listId = useId()
  // Refused a fifth pick: open the list so the visitor can make room (in the render that sees it, no effect pass).
  const [seenFull, setSeenFull] = useState(full)
  if (seenFull !== full) {
    setSeenFull(full)
    if (full) setOpen(true)
  }

  return (
    <>
      <div aria-hidden="true" className="h-28 print:hidden" />
      <section aria-label={m.compare_tray_label()} className="compare-tray print:hidden">
        <div className="flex items-center gap-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="inline-flex min-h-11 items-center gap-2 text-sm font-medium"
          >
            <span className={`transition-transform ${open ? 'rotate-180' : ''}`}>
              <ChevronIcon />
            </span>
            {m.compare_tray_count({ count: String(shown.length), max: String(comparison.maxProducts) })}
          </button>
          <AppLink
            to="/compare"
            search={{ products: shown.map((p) => p.slug).join(',') }}
            className="button-primary ms-auto !min-h-11 !px-5"
          >
            {m.compare_tray_open()}
          </AppLink>
        </div>
        <p role="status" className="text-sm text-ink-soft empty:hidden">
          {full ? m.compare_tray_full({ max: String(comparison.maxProducts) }) : shown.length === 1 ? m.compare_tray_one_more() : ''}
        </p>
        <div id={listId} hidden={!open}>
          <ul className="mt-3 divide-y divide-line border-y border-line">
            {shown.map((pick) => (
              <li key={pick.slug} className="flex items-center justify-between gap-3 py-1.5 text-sm">
                <span>{pick.name}</span>
                <button
                  type="button"
                  className="icon-button shrink-0"
                  aria-label={m.compare_remove({ product: pick.name })}
                  onClick={() => togglePick(pick)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="link mt-3 text-sm underline" onClick={() => setPicks([])}>
            {m.compare_tray_clear()}
          </button>
        </div>
      </section>
    </>
  )
}
