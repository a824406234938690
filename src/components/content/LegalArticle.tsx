import type { LegalPage } from '#src/content/types.ts'
import { m } from '#src/paraglide/messages.js'

/** A policy page: its title, the date of the last update, and the text. */
export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article className="container-site pt-16 pb-8 md:pt-24">
      <header className="mx-auto max-w-2xl">
        <h1 className="display-1">{page.title}</h1>
        <p className="mt-6 text-sm text-ink-soft">
          {m.legal_updated()} <time dateTime={page.updated}>{page.updatedLabel}</time>
        </p>
      </header>
      <div className="prose-site mx-auto mt-12 max-w-2xl" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
