import { createFileRoute } from '@tanstack/react-router'
import { categories } from '#app-config'
import { categoryStyle } from '#src/components/catalogue/categoryStyle.ts'
import { InlineLeadForm } from '#src/components/forms/InlineLeadForm.tsx'
import { m } from '#src/paraglide/messages.js'
import { pageHead } from '#src/seo/head.ts'
import { leadFormLoader } from '#src/components/forms/leadFormCode.ts'

export const Route = createFileRoute('/{-$locale}/_landing/catalogue')({
  loader: leadFormLoader,
  head: () => pageHead({ title: m.page_catalogue_title(), description: m.page_catalogue_description() }),
  component: CataloguePage,
})

function CataloguePage() {
  return (
    <div className="container-site grid gap-14 py-14 md:py-20 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
      <section>
        <p className="eyebrow">{m.catalogue_eyebrow()}</p>
        <h1 className="display-1 mt-4">{m.page_catalogue_heading()}</h1>
        <p className="lead mt-6">{m.catalogue_lead()}</p>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2">
          {categories.map((category) => (
            <li key={category} className={`rounded-sm px-5 py-4 font-display text-xl ${categoryStyle[category].background}`}>
              {categoryStyle[category].label()}
            </li>
          ))}
        </ul>
        <ul className="mt-10 space-y-3 text-sm text-ink-soft">
          <li>{m.catalogue_point_specs()}</li>
          <li>{m.catalogue_point_finishes()}</li>
          <li>{m.catalogue_point_energy()}</li>
        </ul>
      </section>
      <section aria-labelledby="catalogue-form-heading" className="rounded-sm border border-line bg-white p-6 md:p-10">
        <h2 id="catalogue-form-heading" className="display-3">
          {m.form_title_catalogue()}
        </h2>
        <p className="mt-3 mb-8 text-ink-soft">{m.form_intro_catalogue()}</p>
        <InlineLeadForm form="catalogue" />
      </section>
    </div>
  )
}
