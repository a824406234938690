import { successMessage } from '#src/forms/formTexts.ts'
import type { FormId } from '#src/forms/formIds.ts'
import { m } from '#src/paraglide/messages.js'
import { Dialog } from '../dialog/Dialog'

type Result = 'success' | 'error' | 'rate_limited' | 'invalid'

function outcomeText(form: FormId | null, result: Result): string {
  if (result === 'success' && form) return successMessage[form]()
  if (result === 'rate_limited') return m.form_rate_limited()
  return m.form_error()
}

/** The form message modal (docs/specification.md §5): the form's success text, or the error text. */
export function FormMessage({
  form,
  result,
  onClose,
  openOnServer,
}: {
  form: FormId | null
  result: Result
  onClose: () => void
  openOnServer?: boolean
}) {
  return (
    <Dialog
      open
      openOnServer={openOnServer}
      onClose={onClose}
      title={result === 'success' ? m.form_message_title_success() : m.form_message_title_error()}
      size="form"
    >
      <p role="status" className="lead">
        {outcomeText(form, result)}
      </p>
      {/* The browser's own dialog form closes the message, with or without JavaScript; the dialog's close event says so. */}
      <form method="dialog" className="mt-8">
        <button type="submit" className="button-primary">
          {m.dialog_close()}
        </button>
      </form>
    </Dialog>
  )
}
