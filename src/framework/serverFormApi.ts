/**
 * Workaround (decision 0037; upgrade checklist: decision 0021): on the server, a lead form renders its fields from
 * its default values, without TanStack Form's form and field objects and stores.
 *
 * A lead form rendered on the server is HTML and nothing else: no effect runs, no event arrives, nothing is typed.
 * Yet `useForm` built a `FormApi` with its derived stores, and each field's `Field` a `FieldApi` and two store
 * subscriptions (`useSelector` through `useSyncExternalStoreWithSelector`): about 45 % of the server's CPU for the
 * start-a-project page, about a quarter for the contact page, and ~140 KB of allocations a form (decision 0037).
 * In the browser nothing changes: the form hydrates with TanStack Form (on intent, decision 0016) and checks,
 * submits and resets as before.
 *
 * On the server `useLeadFormApi` returns a stand-in with what a render reads: `Field` and `Subscribe` render their
 * children with the field's default value (no error yet) and the form's state (not submitting), and `state.values`
 * is what `useFormValue` reads. Event handlers and effects never run on the server; should one of the form API's
 * other methods be called there, it throws rather than pretend.
 *
 * Relies on: the browser's markup being the server's (hydration): TanStack's `Field` and `Subscribe` rendering
 * nothing of their own around their children (`Fragment`s of one child, which leave React's `useId` and the markup
 * as they are), `useForm`'s `state.values` starting as `defaultValues`, a new field's `state.meta` having no error
 * (`errorMap` empty, `errors` empty), `isSubmitting` starting false. Canary: `serverFormApi.test.tsx` renders every
 * lead form in both languages with TanStack Form and with the stand-in and compares the HTML; `forms.spec.ts`
 * hydrates and submits the forms of the build.
 */
import { useForm, useStore, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'

type Values = Record<string, unknown>
type FormOptions = { defaultValues?: Values }

const notOnTheServer = (what: string) => () => {
  throw new Error(`${what} is for the browser: a lead form on the server only renders (src/framework/serverFormApi.ts)`)
}
const ignore = () => undefined

/** What `Field` hands its children on the server: the field's default value, untouched, without an error. */
function serverField(name: string, values: Values) {
  return {
    name,
    state: { value: values[name], meta: { errorMap: {}, errors: [], isTouched: false, isDirty: false } },
    handleChange: notOnTheServer('handleChange'),
    // The control's `onBlur` prop: React writes no event handler into HTML, so this never runs on the server.
    handleBlur: ignore,
  } as unknown as AnyFieldApi
}

/** The form as a server render reads it (see the header). */
export function serverFormApi(options: FormOptions) {
  const values = options.defaultValues ?? {}
  const state = { values, isSubmitting: false }
  return {
    state,
    Field: ({ name, children }: { name: string; children: (field: AnyFieldApi) => ReactNode }) => children(serverField(name, values)),
    Subscribe: ({
      selector,
      children,
    }: {
      selector?: (s: typeof state) => unknown
      children: ((selected: unknown) => ReactNode) | ReactNode
    }) => (typeof children === 'function' ? children(selector ? selector(state) : state) : children),
    getFieldValue: (name: string) => values[name],
    setFieldValue: notOnTheServer('setFieldValue'),
    setFieldMeta: notOnTheServer('setFieldMeta'),
    handleSubmit: notOnTheServer('handleSubmit'),
    reset: notOnTheServer('reset'),
  }
}

/**
 * `useForm` in the browser, the stand-in on the server (the header says why), typed as `useForm` for the form.
 * `import.meta.env.SSR` is a constant of each build, so each calls the same hooks on every render.
 */
export const useLeadFormApi = ((options) =>
  import.meta.env.SSR ? serverFormApi(options as FormOptions) : useForm(options)) as typeof useForm

/** A value of the form, re-rendering its reader when it changes (browser); the default value on the server. */
export function useFormValue(form: AnyFormApi, name: string): unknown {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a constant of the build, not of the render (see above)
  return import.meta.env.SSR ? (form.state.values as Values)[name] : useStore(form.store, (state) => (state.values as Values)[name])
}
