import { useRouterState } from '@tanstack/react-router'
import { memo, useCallback, useState } from 'react'
import type { FormId } from '#src/forms/formIds.ts'
import { readOutcome } from '#src/forms/outcome.ts'
import { HydrateOnIntent } from '#src/framework/HydrateOnIntent.tsx'
import { FormSent } from './FormSent'
import { LeadFormOnDemand, loadLeadForm } from './leadFormCode'

type InlineLeadFormProps = { form: FormId; initial?: Record<string, string> }

/**
 * A lead form written into the page (contact, catalogue, start a project). The server-rendered form
 * is complete and posts without JavaScript; its code (its chunk alone cost 100-120 ms of main thread
 * at Lighthouse's 4x CPU, measured, and the form's hydration as much again) loads and hydrates when
 * the visitor reaches for it. A pointer over the form starts loading it, so on a desktop it is ready
 * before the first click; on a phone the first tap starts it and typing goes on in the native field.
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

/**
 * New props before the form has hydrated would make React hydrate it at once, or, its code not being
 * there, drop its HTML: the page re-rendering with the same values must leave it alone.
 */
const StableBoundary = memo(InlineLeadFormBoundary, (a, b) => a.form === b.form && sameValues(a.initial, b.initial))

/**
 * The form, or once it is sent and its message closed, what it says instead (FormSent). A post without
 * JavaScript comes back to the page with its outcome in the URL: the page shows the sent form from the start.
 */
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
