import { categories } from '#app-config'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { categoryStyle } from './categoryStyle'

/** A query that matches nothing: the closest words of the catalogue and the collections, never a dead end. */
export function SearchNoMatch({ query, didYouMean }: { query: string; didYouMean: string[] }) {
  return (
    <div className="space-y-6">
      <p className="lead">{m.search_no_match({ query })}</p>
      {didYouMean.length ? (
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>{m.search_did_you_mean()}</span>
          {didYouMean.map((word) => (
            <AppLink key={word} to="/search" search={{ q: word }} className="link font-semibold">
              {word}
            </AppLink>
          ))}
        </p>
      ) : null}
      <div>
        <p>{m.search_browse_collections()}</p>
        <ul className="mt-3 flex flex-wrap gap-3">
          {categories.map((category) => (
            <li key={category}>
              <AppLink to={categoryStyle[category].page} className="button-secondary">
                {categoryStyle[category].label()}
              </AppLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
