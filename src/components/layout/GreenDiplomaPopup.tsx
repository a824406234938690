import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { layout } from '#app-config'
import type { SiteBlockAttributes } from '#src/blocks/model.ts'
import { Rich } from '../blocks/Rich'
import { m } from '#src/paraglide/messages.js'
import { ChevronIcon, CloseIcon } from '../icons'
import { coversField, FIELD_SELECTOR } from './coversField'

/** A phone, or a laptop at a high zoom: the note starts as a small badge there. */
const SMALL_SCREEN = `(width < ${layout.promoPopupCollapsedBelowPx.width}px), (height < ${layout.promoPopupCollapsedBelowPx.height}px)`

/** Whether the panel covers a form field now; checked once a frame at most, as the page scrolls, resizes or changes. */
function useCoversField(ref: RefObject<HTMLElement | null>, size: string): boolean {
  const [covers, setCovers] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const panel = ref.current
      if (!panel) return
      const fields = [...document.querySelectorAll(FIELD_SELECTOR)].map((field) => field.getBoundingClientRect())
      setCovers(coversField(panel.getBoundingClientRect(), fields))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    document.addEventListener('focusin', schedule)
    // Fields come and go without a scroll: a form's step, search results, a page of the router.
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      document.removeEventListener('focusin', schedule)
      changes.disconnect()
    }
  }, [ref, size])
  return covers
}

/**
 * The green-diploma note (docs/specification.md §4, §5), shown after the cookie choice so two bottom panels never cover
 * a phone screen. On a small screen it starts as a badge, and it steps aside while it would cover a form field.
 */
export default function GreenDiplomaPopup({
  note,
  onClose: close,
}: {
  note: SiteBlockAttributes<'lumera/green-diploma'>
  onClose: () => void
}) {
  const [state, setState] = useState<'open' | 'collapsed'>(() => (window.matchMedia(SMALL_SCREEN).matches ? 'collapsed' : 'open'))
  const ref = useRef<HTMLElement>(null)
  const stepsAside = useCoversField(ref, state)
  const bodyId = useId()
  const open = state === 'open'
  return (
    <aside ref={ref} aria-labelledby={`${bodyId}-title`} className="green-diploma" data-state={state} data-aside={stepsAside || undefined}>
      <div className="flex items-center gap-3 ps-3">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-icecream-accent text-paper">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <path d="M5 19c8 0 14-6 14-14-8 0-14 5-14 12v2Zm0 0 7-7" />
          </svg>
        </span>
        <h2 id={`${bodyId}-title`} className={open ? 'flex-1 py-3 text-sm font-semibold' : 'sr-only'}>
          {note.title}
        </h2>
        {open ? null : (
          <span aria-hidden="true" className="py-3 text-sm font-semibold whitespace-nowrap">
            {note.badge}
          </span>
        )}
        <button
          type="button"
          className="icon-button"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? m.green_diploma_collapse() : m.green_diploma_expand()}
          onClick={() => setState((s) => (s === 'open' ? 'collapsed' : 'open'))}
        >
          <span className={`transition-transform duration-300 ${open ? '' : 'rotate-180'}`}>
            <ChevronIcon />
          </span>
        </button>
        <button type="button" className="icon-button -ms-2 me-1" aria-label={m.green_diploma_close()} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="px-4 pb-4">
        <Rich as="p" html={note.text} className="text-sm leading-relaxed text-ink-soft" />
        <a
          href={note.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold underline underline-offset-4"
        >
          {note.linkLabel}
          <span className="sr-only"> {m.link_new_window()}</span>
        </a>
      </div>
    </aside>
  )
}
