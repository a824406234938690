import { useId, useState } from 'react'
import { company } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { ChevronIcon, CloseIcon } from '../icons'

/**
 * The green-diploma badge (SPEC section 2 and 4): bottom-right, at most 380 px wide, open at first,
 * collapsible; closing turns it off. Loaded only when it shows (see firstVisitPrompts.ts), after the
 * cookie choice, so that two bottom panels never cover a phone screen.
 */
export default function GreenDiplomaPopup({ onClose: close }: { onClose: () => void }) {
  const [state, setState] = useState<'open' | 'collapsed'>('open')
  const bodyId = useId()
  return (
    <aside aria-labelledby={`${bodyId}-title`} className="green-diploma" data-state={state}>
      <div className="flex items-center gap-3 ps-4">
        <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-icecream-accent text-paper">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <path d="M5 19c8 0 14-6 14-14-8 0-14 5-14 12v2Zm0 0 7-7" />
          </svg>
        </span>
        <h2 id={`${bodyId}-title`} className="flex-1 py-3 text-sm font-semibold">
          {m.green_diploma_title()}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-expanded={state === 'open'}
          aria-controls={bodyId}
          aria-label={state === 'open' ? m.green_diploma_collapse() : m.green_diploma_expand()}
          onClick={() => setState((s) => (s === 'open' ? 'collapsed' : 'open'))}
        >
          <span className={`transition-transform duration-300 ${state === 'open' ? '' : 'rotate-180'}`}>
            <ChevronIcon />
          </span>
        </button>
        <button type="button" className="icon-button me-1" aria-label={m.green_diploma_close()} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <div id={bodyId} hidden={state !== 'open'} className="px-4 pb-4">
        <p className="text-sm leading-relaxed text-ink-soft">{m.green_diploma_text()}</p>
        <a
          href={company.greenDiplomaUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold underline underline-offset-4"
        >
          {m.green_diploma_link()}
          <span className="sr-only"> {m.link_new_window()}</span>
        </a>
      </div>
    </aside>
  )
}
