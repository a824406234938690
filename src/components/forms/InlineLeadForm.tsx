import { useRouterState } from '@tanstack/react-router'
import { memo, useCallback, useState } from 'react'
import type { FormId } from '#src/forms/formIds.ts'
import { readOutcome } from '#src/forms/outcome.ts'
import { HydrateOnIntent } from '#src/framework/HydrateOnIntent.tsx'
import { FormSent } from './FormSent'
import { LeadFormOnDemand, loadLeadForm } from './leadFormCode'

type InlineLeadFormProps = { form: FormId; initial?: Record<string, string> }

/**
 * A lead form written into the page: the server's HTML posts without JavaScript, and its code loads and hydrates when
 * the visitor reaches for it (decision 0061): a pointer over it on a desktop, the first tap on a phone.
 */
function InlineLeadFormBoundary({ form, initial, onDone }: InlineLeadFormProps & { onDone: () => void }) {
  return (
    <HydrateOnIntent onIntent={startLoading}>
      <LeadFormOnDemand form={form} initial={initial} onDone={onDone} />
    </HydrateOnIntent>
  )
}

// A failure here is not the visitor's concern yet: the form's lazy component asks again and reports it.
const startLoading = () => void loadLeadForm().catch(() => undefined)

const sameValues = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value)

/** New props before hydration would hydrate the form at once, or drop its HTML while its code is missing. */
const StableBoundary = memo(InlineLeadFormBoundary, (a, b) => a.form === b.form && sameValues(a.initial, b.initial))

/** The form, or FormSent once it is sent (from the start when a post without JavaScript came back with its outcome). */
function InlineLeadFormOrSent({ form, initial }: InlineLeadFormProps) {
  const sentWithoutScript = useRouterState({
    select: (s) => {
      const outcome = readOutcome(s.location.searchStr)
      return outcome?.result === 'success' && outcome.form === form
    },
  })
  // Read once: closing the message (which takes the outcome out of the URL) leaves the form closed.
  const [sent, setSent] = useState(sentWithoutScript)
  const onDone = useCallback(() => setSent(true), [])
  if (sent) return <FormSent onAgain={() => setSent(false)} />
  return <StableBoundary form={form} initial={initial} onDone={onDone} />
}

export const InlineLeadForm = memo(InlineLeadFormOrSent, (a, b) => a.form === b.form && sameValues(a.initial, b.initial))
