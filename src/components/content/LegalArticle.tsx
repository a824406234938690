import type { LegalPage } from '#src/content/types.ts'
import { m } from '#src/paraglide/messages.js'
import { useLocale } from '#src/i18n/useLocale.ts'
import { FallbackNote, textLanguage } from '../TextLanguage'

/** A policy page: its title, the date of the last update, and the text. */
export function LegalArticle({ page }: { page: LegalPage }) {
  const text = textLanguage(page.locale, useLocale())
  return (
    <article className="container-site pt-16 pb-8 md:pt-24">
      <header className="mx-auto max-w-2xl">
        <FallbackNote shownIn={page.locale} className="mb-6" />
        <h1 className="display-1" {...text}>
          {page.title}
        </h1>
        <p className="mt-6 text-sm text-ink-soft">
          {m.legal_updated()} <time dateTime={page.updated} {...text}>
            {page.updatedLabel}
          </time>
        </p>
      </header>
      <div className="prose-site mx-auto mt-12 max-w-2xl" {...text} dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  )
}
