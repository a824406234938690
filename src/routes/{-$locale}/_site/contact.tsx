import { createFileRoute } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { lazy, Suspense } from 'react'
import { company, departments } from '#app-config'
import { parseSlugList, queryText } from '#src/compare/selection.ts'
import ServerQuoteForSeveral from '#src/components/compare/QuoteForSeveral.tsx'
import { InlineLeadForm } from '#src/components/forms/InlineLeadForm.tsx'
import { PageIntro } from '#src/components/page/PageIntro.tsx'
import { choiceLabel } from '#src/forms/labels.ts'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'

/** `?product=` and `?products=a,b` make the page a quote request (the no-JavaScript paths from a product and the comparison). */
const parseContactSearch = (search: Record<string, unknown>): { product?: string; products?: string } => ({
  ...(typeof search.product === 'string' && search.product.trim() ? { product: search.product.trim().slice(0, 120) } : {}),
  ...(search.products !== undefined ? { products: queryText(search.products) } : {}),
})

export const Route = createFileRoute('/{-$locale}/_site/contact')({
  validateSearch: parseContactSearch,
  loaderDeps: ({ search }) => ({ products: search.products }),
  loader: async (args) => {
    const names = args.deps.products === undefined ? undefined : import('./-compare').then((l) => l.loadQuotedProducts(args))
    await Promise.all([leadFormLoader(), names])
  },
  head: () => pageHead({ title: m.page_contact_title(), description: m.page_contact_description() }),
  component: ContactPage,
})

/** The browser loads the quote for several only on a contact page that asks for it (`?products=`). */
const QuoteForSeveral = createIsomorphicFn()
  .server(() => ServerQuoteForSeveral)
  .client(() => lazy(() => import('#src/components/compare/QuoteForSeveral.tsx')))()

const departmentEmail = (department: string) => `${department}@${company.email.split('@')[1]}`

function ContactPage() {
  const { product, products } = Route.useSearch()
  const slugs = parseSlugList(products).slugs
  return (
    <>
      <PageIntro eyebrow={m.contact_eyebrow()} heading={m.page_contact_heading()} lead={m.contact_lead()} />
      <div className="container-site grid gap-16 pb-8 lg:grid-cols-[1.4fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          {slugs.length ? (
            <Suspense fallback={null}>
              <QuoteForSeveral slugs={slugs} />
            </Suspense>
          ) : (
            <>
              <h2 id="contact-form-heading" className="display-3 mb-8">
                {product ? m.contact_quote_heading({ product }) : m.form_title_contact()}
              </h2>
              {product ? (
                <InlineLeadForm key="quote" form="quote" initial={{ product }} />
              ) : (
                <InlineLeadForm key="contact" form="contact" />
              )}
            </>
          )}
        </section>
        <aside className="space-y-10">
          <section aria-labelledby="departments-heading">
            <h2 id="departments-heading" className="display-3">
              {m.contact_departments_heading()}
            </h2>
            <dl className="mt-6 divide-y divide-line border-y border-line text-sm">
              {departments.map((department) => (
                <div key={department} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt className="font-medium">{choiceLabel('department', department)}</dt>
                  <dd>
                    <a className="link" href={`mailto:${departmentEmail(department)}`}>
                      {departmentEmail(department)}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="display-3">
              {m.contact_visit_heading()}
            </h2>
            <address className="mt-4 not-italic leading-relaxed text-ink-soft">
              {company.legalName}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city} ({company.province}), {m.contact_country_italy()}
              <br />
              <a className="link" href={`tel:${company.phone.replace(/\s/g, '')}`}>
                {company.phone}
              </a>
            </address>
            <p className="mt-4 text-sm text-ink-soft">{m.contact_hours()}</p>
          </section>
          <section id="newsletter" aria-labelledby="newsletter-heading" className="rounded-sm bg-cream p-6">
            <h2 id="newsletter-heading" className="display-3">
              {m.form_title_newsletter()}
            </h2>
            <p className="mt-3 mb-6 text-sm text-ink-soft">{m.form_intro_newsletter()}</p>
            <InlineLeadForm form="newsletter" />
          </section>
        </aside>
      </div>
    </>
  )
}
