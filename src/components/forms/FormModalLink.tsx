import { useDialogPopup } from '../dialog/useDialogPopup'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { StaticPath } from '#src/i18n/routes.ts'
import type { FormId } from '#src/forms/formIds.ts'
import { afterNextPaint } from '#src/navigation/afterNextPaint.ts'
import { AppLink } from '../AppLink'

// The forms (TanStack Form, phone metadata, country names) load only when a visitor opens one.
const FormDialog = lazy(() => import('./FormDialog'))

type Props = {
  form: FormId
  /** Where the link goes without JavaScript: the page that holds the same form inline. */
  fallback: StaticPath
  fallbackSearch?: Record<string, string>
  initial?: Record<string, string>
  className?: string
  children: ReactNode
  onOpen?: () => void
}

/** A link that opens a form in a modal, or without JavaScript goes to the page that holds it. */
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
        // The link never goes to its page with scripts on: preloading it on touch would be wasted work in the tap's task.
        preload={false}
        onClick={(event) => {
          event.preventDefault()
          onOpen?.()
          // The form's code is asked for once the tap's frame has painted, so loading it does not hold that frame back (decision 0061).
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
