import { useEffect, useId, useRef, type ReactNode } from 'react'
import { m } from '#src/paraglide/messages.js'
import { CloseIcon } from '../icons'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** `overlay` is the showcase menu, a full-height panel that slides in from the left. */
  size?: 'form' | 'wide' | 'media' | 'overlay'
  /** How long the dialog animates out before it closes: modals fade in CSS alone; the showcase overlay slides out. */
  closeDelayMs?: number
  /** Render it open in the server's HTML, so it shows without JavaScript too. */
  openOnServer?: boolean
}

/** The one modal of the site, on the native `<dialog>` (focus, Escape, focus given back); a backdrop click closes it too. */
export function Dialog({ open, onClose, title, children, size = 'form', openOnServer = false, closeDelayMs = 0 }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open && document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement
    // A dialog rendered open on the server (a message after a form post) is not modal yet.
    if (open && (!dialog.open || !dialog.matches(':modal'))) {
      if (dialog.open) dialog.close()
      dialog.showModal()
    }
    dialog.removeAttribute('data-closing')
    if (!open && dialog.open) {
      if (closeDelayMs <= 0) return dialog.close()
      dialog.setAttribute('data-closing', '')
      const timer = window.setTimeout(() => {
        dialog.removeAttribute('data-closing')
        dialog.close()
      }, closeDelayMs)
      return () => window.clearTimeout(timer)
    }
  }, [open, closeDelayMs])
  // Modals are often unmounted as they close: give focus back to whatever opened them.
  useEffect(() => {
    if (!open) return
    const opener = openerRef.current
    return () => {
      if (opener?.isConnected) opener.focus()
    }
  }, [open])
  return (
    <dialog
      ref={ref}
      open={openOnServer && typeof window === 'undefined' ? true : undefined}
      aria-labelledby={titleId}
      className={`site-dialog site-dialog-${size}`}
      // React passes `close` and `cancel` up through nested dialogs (the catalogue form inside the
      // showcase menu): only the dialog the event belongs to reacts.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // A click whose target is the dialog itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="site-dialog-body">
        <div className="flex items-start justify-between gap-6">
          <h2 id={titleId} className="display-3">
            {title}
          </h2>
          <button type="button" className="icon-button -me-2 -mt-1 shrink-0" onClick={onClose} aria-label={m.dialog_close()}>
            <CloseIcon />
          </button>
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  )
}
