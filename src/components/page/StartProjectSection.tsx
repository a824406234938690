import { InlineLeadForm } from '../forms/InlineLeadForm'
import { m } from '#src/paraglide/messages.js'

/** The start-project form of the custom made pages, with its promise. */
export function StartProjectSection() {
  return (
    <section id="start-project" aria-labelledby="start-project-heading" className="bg-cream py-16 md:py-24">
      <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="eyebrow">{m.start_project_eyebrow()}</p>
          <h2 id="start-project-heading" className="display-2 mt-4">
            {m.form_title_start_project()}
          </h2>
          <p className="lead mt-5">{m.form_intro_start_project()}</p>
        </div>
        <div className="rounded-sm bg-paper p-6 md:p-10">
          <InlineLeadForm form="start_project" />
        </div>
      </div>
    </section>
  )
}
