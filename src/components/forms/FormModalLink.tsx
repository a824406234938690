import { useDialogPopup } from '../dialog/useDialogPopup'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { StaticPath } from '#src/i18n/routes.ts'
import type { FormId } from '#src/forms/schemas.ts'
import { afterNextPaint } from '#src/navigation/afterNextPaint.ts'
import { AppLink } from '../AppLink'

// The forms (TanStack Form, phone metadata, country names) load only when a visitor opens one.
const FormDialog = lazy(() => import('./FormDialog'))

type Props = {
  form: FormId
  /** The page that holds the same form inline: where the link goes without JavaScript. */
  fallback: StaticPath
  fallbackSearch?: Record<string, string>
  initial?: Record<string, string>
  className?: string
  children: ReactNode
  onOpen?: () => void
}

/**
 * A link that opens a form in a modal, or, without JavaScript (or before it has loaded), goes to the page
 * that holds it; it announces the dialog only once it can open one.
 */
export function FormModalLink({ form, fallback, fallbackSearch, initial, className, children, onOpen }: Props) {
  const [open, setOpen] = useState(false)
  const popup = useDialogPopup()
  return (
    <>
      <AppLink
        to={fallback}
        search={fallbackSearch}
        className={className}
        aria-haspopup={popup}
        // With scripts the link opens the dialog and never goes to its page: preloading that page on the visitor's
        // touch (the router's default intent) was wasted work in the tap's own task (60-155 ms at 4x CPU, measured).
        preload={false}
        onClick={(event) => {
          event.preventDefault()
          onOpen?.()
          // The dialog's code (the form, 54 KB gzip) is asked for once the tap's frame has painted: asked for in the tap's
          // own task, its module preloads and the render that suspends on it held that frame back (45-95 ms at 4x CPU).
          afterNextPaint(() => setOpen(true))
        }}
      >
        {children}
      </AppLink>
      {open ? (
        <Suspense fallback={null}>
          <FormDialog form={form} initial={initial} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
