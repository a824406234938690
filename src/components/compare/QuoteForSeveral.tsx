import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { comparisonQuery } from '#src/compare/queries.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { InlineLeadForm } from '../forms/InlineLeadForm'
import { QuoteProductsContext } from '../forms/quoteProducts'

/** The contact page's quote form for the cabinets of a comparison (`?products=a,b`), each listed by name and removable. */
export default function QuoteForSeveral({ slugs }: { slugs: string[] }) {
  const { data } = useSuspenseQuery(comparisonQuery(useLocale(), slugs))
  // One value while the data is the same: a new one would make React hydrate the form before the visitor reaches for it.
  const products = useMemo(() => data.products.map(({ slug, name }) => ({ slug, name })), [data])
  if (!products.length)
    return (
      <>
        <h2 id="contact-form-heading" className="display-3 mb-8">
          {m.form_title_contact()}
        </h2>
        <InlineLeadForm key="contact" form="contact" />
      </>
    )
  return (
    <QuoteProductsContext value={products}>
      <h2 id="contact-form-heading" className="display-3 mb-8">
        {products.length > 1 ? m.contact_quote_several_heading() : m.contact_quote_heading({ product: products[0]!.name })}
      </h2>
      <InlineLeadForm key="quote" form="quote" initial={{ products: products.map((p) => p.slug).join(',') }} />
    </QuoteProductsContext>
  )
}
