import { formTitle } from '#src/forms/formTexts.ts'
import type { FormId } from '#src/forms/formIds.ts'
import { Dialog } from '../dialog/Dialog'
import { LeadForm } from './LeadForm'
import { formIntro } from './formIntro'

/** A lead form in the form modal; sending it and closing the message closes the modal too. */
export default function FormDialog({ form, initial, onClose }: { form: FormId; initial?: Record<string, string>; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={formTitle[form]()} size="form">
      <p className="mb-6 text-ink-soft">{formIntro[form]()}</p>
      <LeadForm form={form} initial={initial} onDone={onClose} />
    </Dialog>
  )
}
