import { memo } from 'react'
import type { FormId } from '#src/forms/formIds.ts'
import { HydrateOnIntent } from '#src/framework/HydrateOnIntent.tsx'
import { LeadFormOnDemand, loadLeadForm } from './leadFormCode'

type InlineLeadFormProps = { form: FormId; initial?: Record<string, string> }

/**
 * A lead form written into the page (contact, catalogue, start a project). The server-rendered form
 * is complete and posts without JavaScript; its code (its chunk alone cost 100-120 ms of main thread
 * at Lighthouse's 4x CPU, measured, and the form's hydration as much again) loads and hydrates when
 * the visitor reaches for it. A pointer over the form starts loading it, so on a desktop it is ready
 * before the first click; on a phone the first tap starts it and typing goes on in the native field.
 */
function InlineLeadFormBoundary({ form, initial }: InlineLeadFormProps) {
  return (
    <HydrateOnIntent onIntent={startLoading}>
      <LeadFormOnDemand form={form} initial={initial} />
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
export const InlineLeadForm = memo(InlineLeadFormBoundary, (a, b) => a.form === b.form && sameValues(a.initial, b.initial))
