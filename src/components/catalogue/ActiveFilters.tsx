import { facetKeys, type FacetKey, type SearchParams } from '#src/catalogue/search.ts'
import type { SearchResponse } from '#src/catalogue/searchIndex.server.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { facetTitle, optionLabel } from './searchLabels'

/** The search without one value (and back to the first batch). */
function without(params: SearchParams, key: FacetKey, value: string): SearchParams {
  const { show: _show, ...rest } = params
  const left = (params[key] as string[]).filter((v) => v !== value)
  return { ...rest, [key]: left.length ? left : undefined }
}

/** The filters on, above the results, each a link that removes it; a value no cabinet has says so. */
export function ActiveFilters({ params, unknown }: { params: SearchParams; unknown: SearchResponse['unknown'] }) {
  const chosen = facetKeys.flatMap((key) => (params[key] ?? []).map((value) => ({ key, value })))
  if (!chosen.length) return null
  const isUnknown = (key: FacetKey, value: string) => unknown.some((u) => u.facet === key && u.value === value)
  const unknownShown = chosen.filter(({ key, value }) => isUnknown(key, value)).length
  return (
    <div className="mb-8">
      <ul aria-label={m.filter_active_label()} className="flex flex-wrap items-center gap-2">
        {chosen.map(({ key, value }) => (
          <li key={`${key}:${value}`}>
            <AppLink
              to="/search"
              search={without(params, key, value)}
              resetScroll={false}
              className="filter-chip"
              data-unknown={isUnknown(key, value) || undefined}
            >
              <span className="sr-only">{m.filter_remove()} </span>
              {facetTitle[key]()}: {optionLabel(key, value)}
              {isUnknown(key, value) ? ` (${m.filter_not_in_range()})` : null}
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink to="/search" search={params.q ? { q: params.q } : {}} resetScroll={false} className="link ms-2 text-sm underline">
            {m.filter_clear()}
          </AppLink>
        </li>
      </ul>
      {unknownShown ? (
        <p className="mt-3 text-sm">{unknownShown === 1 ? m.search_unknown_filter_one() : m.search_unknown_filter_many()}</p>
      ) : null}
    </div>
  )
}
