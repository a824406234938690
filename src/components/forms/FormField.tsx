import { useStore, type AnyFieldApi, type AnyFormApi } from '@tanstack/react-form'
import { useContext, useId, useMemo, useState } from 'react'
import type { CountryCode } from 'libphonenumber-js/min'
import type { Locale } from '#app-config'
import type { FieldSpec } from '#src/forms/definitions.ts'
import { isCountryCode, phoneWithPrefix } from '#src/forms/countries.ts'
import { countryOptionsMarkup } from '#src/forms/countryOptionsMarkup.ts'
import { errorText, choiceLabel } from '#src/forms/labels.ts'
import { groupedChoice, italianRegions } from '#src/forms/options.ts'
import { tidyPhoneInput } from '#src/forms/phone.ts'
import type { ErrorKey } from '#src/forms/schemas.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { QuoteProductsContext } from './quoteProducts'

const control =
  'mt-2 block w-full min-h-12 rounded-sm border border-ink/40 bg-white px-4 py-3 text-base text-ink aria-[invalid=true]:border-red-700 focus:border-ink'

function errorOf(field: AnyFieldApi): ErrorKey | undefined {
  const error = field.state.meta.errorMap.onSubmit ?? field.state.meta.errors[0]
  return typeof error === 'string' && error in errorText ? (error as ErrorKey) : undefined
}

type FieldProps = { spec: FieldSpec; field: AnyFieldApi; form: AnyFormApi; locale: Locale }

export function FormField(props: FieldProps) {
  return props.spec.kind === 'region' ? <RegionField {...props} /> : <FieldControl {...props} />
}

/** The region is asked only for Italy (docs/specification.md §6): the one field that watches another's value. */
function RegionField(props: FieldProps) {
  const country = useStore(props.form.store, (state) => (state.values as Record<string, unknown>).country) as string | undefined
  return country === 'IT' ? <FieldControl {...props} /> : null
}

function FieldControl({ spec, field, form, locale }: FieldProps) {
  const id = useId()
  const error = errorOf(field)
  const errorId = `${id}-error`
  const value = field.state.value as string | boolean
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur: field.handleBlur,
  }
  // The markup selects the first value and never changes, so React never replaces the options under a visitor choosing
  // one; `value` selects from then on.
  const [firstValue] = useState(value)
  const countryList = useMemo(
    () => (spec.kind === 'country' ? { __html: countryOptionsMarkup(locale, m.form_choose(), String(firstValue)) } : undefined),
    [spec.kind, locale, firstValue],
  )

  if (spec.kind === 'hidden') return <input type="hidden" name={spec.name} value={String(value)} />
  if (spec.kind === 'products') return <ProductsField spec={spec} field={field} error={error} />

  const label =
    spec.kind === 'consent' ? null : (
      <label htmlFor={id} className="text-sm font-medium">
        {spec.label()}
        {spec.required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-soft"> {m.form_optional()}</span>}
      </label>
    )
  const errorLine = error ? (
    <p id={errorId} className="mt-2 text-sm text-red-800">
      {errorText[error]()}
    </p>
  ) : null
  const wide = !spec.half || spec.kind === 'textarea' || spec.kind === 'consent'
  const wrap = (children: React.ReactNode) => <div className={wide ? 'sm:col-span-2' : ''}>{children}</div>
  const setText = (next: string) => field.handleChange(next)

  switch (spec.kind) {
    case 'consent':
      return wrap(
        <>
          <div className="flex items-start gap-3">
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(e) => field.handleChange(e.target.checked)}
              className="mt-1 h-5 w-5 shrink-0 accent-ink"
            />
            <label htmlFor={id} className="text-sm leading-relaxed">
              {spec.label()}
              {spec.link ? (
                <>
                  {' '}
                  <AppLink to={spec.link.to} className="underline" target="_blank">
                    {spec.link.text()}
                  </AppLink>
                </>
              ) : null}
              {spec.required ? <span aria-hidden="true"> *</span> : <span className="text-ink-soft"> {m.form_optional()}</span>}
            </label>
          </div>
          {errorLine}
        </>,
      )
    case 'textarea':
      return wrap(
        <>
          {label}
          <textarea
            {...common}
            rows={5}
            maxLength={spec.maxLength}
            value={String(value)}
            onChange={(e) => setText(e.target.value)}
            className={control}
          />
          {errorLine}
        </>,
      )
    case 'country':
      return wrap(
        <>
          {label}
          <select
            {...common}
            autoComplete={spec.autoComplete}
            value={String(value)}
            onChange={(e) => {
              const next = e.target.value
              const previous = isCountryCode(String(value)) ? (String(value) as CountryCode) : undefined
              setText(next)
              // Choosing a country puts its dial prefix in the phone field.
              const phone = form.getFieldValue('phone')
              if (typeof phone === 'string' && isCountryCode(next)) form.setFieldValue('phone', phoneWithPrefix(phone, previous, next))
              if (next !== 'IT' && form.getFieldValue('region') !== undefined) form.setFieldValue('region', '')
            }}
            className={control}
            // The options as one string (countryOptionsMarkup.ts says why); `value` selects among them as usual.
            dangerouslySetInnerHTML={countryList}
          />
          {errorLine}
        </>,
      )
    case 'region':
    case 'select':
    case 'typology':
      return wrap(
        <>
          {label}
          <select {...common} value={String(value)} onChange={(e) => setText(e.target.value)} className={control}>
            <option value="">{m.form_choose()}</option>
            {spec.kind === 'region'
              ? italianRegions.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))
              : spec.groups
                ? spec.groups.map(({ group, items }) =>
                    items.length ? (
                      <optgroup key={group} label={choiceLabel(spec.name, group)}>
                        {items.map((item) => (
                          <option key={item} value={spec.kind === 'typology' ? groupedChoice(group, item) : item}>
                            {choiceLabel(spec.name, item)}
                          </option>
                        ))}
                      </optgroup>
                    ) : (
                      <option key={group} value={group}>
                        {choiceLabel(spec.name, group)}
                      </option>
                    ),
                  )
                : spec.options?.map((option) => (
                    <option key={option} value={option}>
                      {choiceLabel(spec.name, option)}
                    </option>
                  ))}
          </select>
          {errorLine}
        </>,
      )
    default:
      return wrap(
        <>
          {label}
          <input
            {...common}
            type={spec.kind}
            autoComplete={spec.autoComplete}
            inputMode={spec.kind === 'tel' ? 'tel' : undefined}
            maxLength={spec.maxLength}
            value={String(value)}
            // A number typed with its own country code (0049…) replaces the prefix the country put there.
            onChange={(e) => setText(spec.kind === 'tel' ? tidyPhoneInput(e.target.value) : e.target.value)}
            className={control}
          />
          {errorLine}
        </>,
      )
  }
}

/** A quote for several: a ticked checkbox per cabinet, named `products` so the list posts without JavaScript too. */
function ProductsField({ spec, field, error }: { spec: FieldSpec; field: AnyFieldApi; error: ErrorKey | undefined }) {
  const id = useId()
  const named = useContext(QuoteProductsContext)
  const value = String(field.state.value ?? '')
  // The list offered stays the one the form opened with, whatever is unticked since.
  const [offered] = useState(() =>
    named.length
      ? named
      : value
          .split(',')
          .filter(Boolean)
          .map((slug) => ({ slug, name: slug })),
  )
  if (!offered.length) return null
  const ticked = new Set(value.split(',').filter(Boolean))
  const toggle = (slug: string, on: boolean) =>
    field.handleChange(
      offered
        .map((p) => p.slug)
        .filter((s) => (s === slug ? on : ticked.has(s)))
        .join(','),
    )
  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium">{spec.label()}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {m.field_products_hint()}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {offered.map((product) => (
          <li key={product.slug}>
            <label className="flex min-h-11 items-center gap-3 rounded-full border border-ink/40 px-4 py-2 text-sm has-checked:border-ink">
              <input
                type="checkbox"
                name="products"
                value={product.slug}
                checked={ticked.has(product.slug)}
                aria-invalid={error ? true : undefined}
                onChange={(e) => toggle(product.slug, e.target.checked)}
                onBlur={field.handleBlur}
                className="h-5 w-5 shrink-0 accent-ink"
              />
              {product.name}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-800">
          {errorText[error]()}
        </p>
      ) : null}
    </fieldset>
  )
}
