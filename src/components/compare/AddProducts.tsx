import { categories } from '#app-config'
import { CARRIED_PARAM } from '#src/compare/selection.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'

/** The five collections and the search; the links carry the selection (`?compare=`) for visitors without JavaScript. */
export function AddProducts({
  selection,
  heading,
  intro,
  full = false,
}: {
  selection: string[]
  heading: string
  intro?: string
  full?: boolean
}) {
  const search = selection.length ? { [CARRIED_PARAM]: selection.join(',') } : undefined
  return (
    <section aria-labelledby="compare-add-heading" className={`print:hidden ${intro ? 'mt-2' : 'mt-14 border-t border-line pt-10'}`}>
      <h2 id="compare-add-heading" className="display-3">
        {heading}
      </h2>
      {intro ? <p className="lead mt-4 max-w-2xl">{intro}</p> : null}
      {full ? <p className="mt-4 max-w-2xl text-ink-soft">{m.compare_full_hint()}</p> : null}
      <ul className="mt-6 flex flex-wrap gap-3">
        {categories.map((category) => (
          <li key={category}>
            <AppLink to={categoryStyle[category].page} search={search} className="button-secondary">
              {categoryStyle[category].label()}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink to="/search" search={search} className="button-secondary">
            {m.compare_add_from_search()}
          </AppLink>
        </li>
      </ul>
    </section>
  )
}
