/**
 * Canary of serverFormApi.ts (decision 0037): on the server a lead form renders without TanStack Form's form and
 * field objects, and the browser hydrates that HTML with TanStack Form. So the stand-in must write exactly the
 * HTML that TanStack Form writes: every form, both languages, with and without values the page fills in, at two
 * places in a page (React's `useId` depends on the place). An upgrade of TanStack Form that changes what its `Field`
 * or `Subscribe` render around their children, or what a new field or form holds, fails here.
 */
import type { AnyFieldApi } from '@tanstack/react-form'
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { localeCodes, type Locale } from '#app-config'
import { LeadForm } from '#src/components/forms/LeadForm.tsx'
import { formIds, type FormId } from '#src/forms/formIds.ts'
import { publicPath } from '#src/i18n/rewrite.ts'
import { getLocale, overwriteGetLocale } from '#src/paraglide/runtime.js'
import { serverFormApi } from './serverFormApi'

// The form's server function is Start's to build; a render never calls it.
vi.mock('#src/forms/forms.functions.ts', () => ({ sendForm: vi.fn() }))

afterEach(() => vi.unstubAllEnvs())

/** The form as a page of `locale` renders it on the server, with TanStack Form (`ssr` false) or the stand-in. */
function render(form: FormId, locale: Locale, initial: Record<string, string> | undefined, place: number, ssr: boolean) {
  // `import.meta.env.SSR` picks the stand-in, as in the server's build.
  vi.stubEnv('SSR', ssr)
  const url = publicPath('/contact', locale)
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [url] }), isServer: true })
  const siblings = Array.from({ length: place }, (_, i) => <p key={i}>{i}</p>)
  const page = (
    <RouterContextProvider router={router}>
      <main>
        {siblings}
        <LeadForm form={form} initial={initial} />
      </main>
    </RouterContextProvider>
  )
  // The page's messages in its language, as the server's request scope gives them.
  const previous = getLocale
  overwriteGetLocale(() => locale)
  const html = renderToString(page)
  overwriteGetLocale(previous)
  vi.unstubAllEnvs()
  return html
}

const initials: Array<Record<string, string> | undefined> = [
  undefined,
  { product: 'aurora-90-cake-display' },
  { products: 'aurora-90-cake-display,vela-120-wine-cellar' },
  { country: 'FR', first_name: 'Zoë <"&">' },
]

describe('a lead form rendered on the server without TanStack Form (serverFormApi.ts)', () => {
  for (const form of formIds)
    for (const locale of localeCodes)
      it(`writes TanStack Form's HTML: ${form}, ${locale}`, () => {
        for (const initial of initials)
          for (const place of [0, 3]) {
            const withTanStack = render(form, locale, initial, place, false)
            expect(withTanStack).toContain(locale === 'it' ? 'sono obbligatori.</p>' : 'are required.</p>')
            expect(render(form, locale, initial, place, true), `${JSON.stringify(initial)} at ${place}`).toBe(withTanStack)
          }
      })

  it('gives a field its default value without an error, and refuses what only the browser does', () => {
    const form = serverFormApi({ defaultValues: { email: 'a@b.it', consent_privacy: false } })
    expect(form.getFieldValue('email')).toBe('a@b.it')
    expect(form.Subscribe({ selector: (state) => state.isSubmitting, children: (submitting) => String(submitting) })).toBe('false')
    let field: AnyFieldApi | undefined
    form.Field({
      name: 'email',
      children: (api) => {
        field = api
        return null
      },
    })
    expect(field?.state.value).toBe('a@b.it')
    expect(field?.state.meta.errorMap).toEqual({})
    expect(field?.state.meta.errors).toEqual([])
    expect(() => form.handleSubmit()).toThrow(/for the browser/)
    expect(() => form.setFieldValue()).toThrow(/for the browser/)
  })
})
