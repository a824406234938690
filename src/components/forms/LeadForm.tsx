import { useForm } from '@tanstack/react-form'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { locales, type Locale } from '#app-config'
import { dialPrefix, isCountryCode } from '#src/forms/countries.ts'
import { formFields } from '#src/forms/definitions.ts'
import { submitLabel } from '#src/forms/formTexts.ts'
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the form's own chunk loads when a visitor reaches for it (decision 0061); the client loads with it, so the first submit waits for nothing
import { sendForm } from '#src/leads/submit.functions.ts'
import type { FormId } from '#src/forms/formIds.ts'
import { validateForm } from '#src/forms/schemas.ts'
import type { SubmitResult } from '#src/leads/submit.server.ts'
import { internalToPublic, routeNameAt } from '#src/i18n/rewrite.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { Hydrated } from '../Hydrated'
import { FormField } from './FormField'
import { FormMessage } from './FormMessage'

type LeadFormProps = {
  form: FormId
  initial?: Record<string, string>
  onDone?: () => void
}

/** Visitors start with their language's country and its dial prefix chosen (`formCountry` in app.config.ts), if any. */
function defaultsFor(form: FormId, initial: Record<string, string>, locale: Locale) {
  const country = locales.find((l) => l.code === locale)?.formCountry
  const preset: Record<string, string> = country && isCountryCode(country) ? { country, phone: `${dialPrefix(country)} ` } : {}
  return Object.fromEntries(
    formFields[form].map((field) => [field.name, field.kind === 'consent' ? false : (initial[field.name] ?? preset[field.name] ?? '')]),
  ) as Record<string, string | boolean>
}

/** A lead form validated by the server's valibot schema; without JavaScript a plain HTML form posted to /api/forms. */
export function LeadForm({ form, initial = {}, onDone }: LeadFormProps) {
  const locale = useLocale()
  const path = useRouterState({ select: (s) => internalToPublic(s.location.pathname) })
  // Which page the form was sent from; a form on the not-found view says so rather than claiming another page.
  const page = routeNameAt(path) ?? 'not-found'
  const [outcome, setOutcome] = useState<SubmitResult['status'] | null>(null)
  const honeypotId = useId()
  // Each refusal (by the form's own check or the server's) takes the visitor to the first field to fix.
  const [refusals, setRefusals] = useState(0)

  const tanstackForm = useForm({
    defaultValues: defaultsFor(form, initial, locale),
    validators: {
      onSubmit: ({ value }) => {
        const result = validateForm(form, value)
        return result.ok ? undefined : { fields: result.errors }
      },
    },
    onSubmitInvalid: () => setRefusals((n) => n + 1),
    onSubmit: async ({ value, formApi }) => {
      const website = (document.getElementById(honeypotId) as HTMLInputElement | null)?.value ?? ''
      try {
        const result = await sendForm({ data: { form, locale, page, path, website, fields: value } })
        if (result.status === 'invalid') {
          for (const [name, key] of Object.entries(result.errors))
            formApi.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: key } }))
          if (!Object.keys(result.errors).some((name) => name in value)) setOutcome('error')
          else setRefusals((n) => n + 1)
          return
        }
        setOutcome(result.status)
        if (result.status === 'success') formApi.reset()
      } catch {
        setOutcome('error')
      }
    },
  })

  // A visitor may type before the page's script has started: keep what is already in the fields.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = formRef.current
    if (element) {
      for (const spec of formFields[form]) {
        // A list of checkboxes (the cabinets of a quote for several): the ones still ticked.
        if (spec.kind === 'products') {
          const boxes = [...element.querySelectorAll<HTMLInputElement>(`input[name="${spec.name}"]`)]
          if (boxes.length) tanstackForm.setFieldValue(spec.name, boxes.flatMap((box) => (box.checked ? [box.value] : [])).join(','))
          continue
        }
        const control = element.elements.namedItem(spec.name)
        if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement))
          continue
        if (control instanceof HTMLInputElement && control.type === 'checkbox') {
          if (control.checked) tanstackForm.setFieldValue(spec.name, true)
        } else if (control.value && control.value !== tanstackForm.getFieldValue(spec.name)) {
          tanstackForm.setFieldValue(spec.name, control.value)
        }
      }
    }
  }, [form, tanstackForm])

  useEffect(() => {
    if (refusals === 0) return
    const frame = requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [refusals])

  // What the form holds: built here, so the re-render at the end of hydration (Hydrated) does not rebuild it.
  const contents = (
    <>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="path" value={path} />
      {/* The honeypot: hidden from people and assistive technology, so only robots fill it. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>Website</label>
        <input id={honeypotId} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {formFields[form].map((spec) => (
        <tanstackForm.Field key={spec.name} name={spec.name}>
          {(field) => <FormField spec={spec} field={field} form={tanstackForm} locale={locale} />}
        </tanstackForm.Field>
      ))}
      <p className="text-xs text-ink-soft sm:col-span-2">{m.form_required_note()}</p>
      <tanstackForm.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <div className="sm:col-span-2">
            <button type="submit" className="button-primary w-full sm:w-auto" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? m.form_sending() : submitLabel[form]()}
            </button>
          </div>
        )}
      </tanstackForm.Subscribe>
    </>
  )

  return (
    <>
      {/* Once hydrated, the form checks its fields itself (noValidate) and says so to the tests (data-hydrated). */}
      <Hydrated>
        {(hydrated) => (
          <form
            ref={formRef}
            data-hydrated={hydrated || undefined}
            method="post"
            action="/api/forms"
            noValidate={hydrated}
            onSubmit={(event) => {
              event.preventDefault()
              void tanstackForm.handleSubmit()
            }}
            className="grid gap-x-5 gap-y-6 sm:grid-cols-2"
            aria-label={submitLabel[form]()}
          >
            {contents}
          </form>
        )}
      </Hydrated>
      {outcome ? (
        <FormMessage
          form={form}
          result={outcome}
          onClose={() => {
            const sent = outcome === 'success'
            setOutcome(null)
            if (sent) onDone?.()
          }}
        />
      ) : null}
    </>
  )
}
