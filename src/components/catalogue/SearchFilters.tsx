import { groupByUnit } from '#src/catalogue/capacityUnits.ts'
import { facetKeys, type FacetKey, type SearchParams } from '#src/catalogue/search.ts'
import type { SearchResponse } from '#src/catalogue/searchIndex.server.ts'
import { m } from '#src/paraglide/messages.js'
import { ChevronIcon } from '../icons'
import { capacityGroupTitle, facetTitle, optionLabel } from './searchLabels'

type Option = SearchResponse['facets'][FacetKey][number]

/** How many values the visitor has chosen, across every facet. */
const activeFilterCount = (params: SearchParams) => facetKeys.reduce((sum, key) => sum + (params[key]?.length ?? 0), 0)

function Options({ facet, options, shown }: { facet: FacetKey; options: Option[]; shown: SearchParams }) {
  return (
    <ul className="mt-3 space-y-2">
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex min-h-7 cursor-pointer items-center gap-3 text-sm">
            <input
              type="checkbox"
              name={facet}
              value={option.value}
              checked={(shown[facet] as string[] | undefined)?.includes(option.value) ?? false}
              onChange={() => {}}
              className="h-4 w-4 accent-ink"
            />
            <span className="flex-1">{optionLabel(facet, option.value)}</span>
            <span className="text-ink-soft tabular-nums">{option.count}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

/** The facet filters: a `<details>` folded on a phone behind a control that counts them, open from `lg` (app.css). */
export function SearchFilters({ facets, shown }: { facets: SearchResponse['facets']; shown: SearchParams }) {
  const active = activeFilterCount(shown)
  return (
    <details className="search-filters">
      <summary className="search-filters-toggle disclosure-toggle">
        <span>{active === 0 ? m.filter_toggle() : active === 1 ? m.filter_toggle_one() : m.filter_toggle_many({ count: active })}</span>
        <span className="disclosure-chevron transition-transform duration-300">
          <ChevronIcon />
        </span>
      </summary>
      <div aria-label={m.filter_label()} role="group" className="space-y-8 pt-6 lg:pt-0">
        {facetKeys.map((key) =>
          facets[key].length ? (
            <fieldset key={key}>
              <legend className="text-xs font-semibold uppercase tracking-[0.18em]">{facetTitle[key]()}</legend>
              {key === 'capacity' ? (
                groupByUnit(facets[key]).map((group) => (
                  <fieldset key={group.unit ?? group.written ?? ''} className="mt-4">
                    <legend className="text-sm font-medium text-ink-soft">{capacityGroupTitle(group)}</legend>
                    <Options facet={key} options={group.options} shown={shown} />
                  </fieldset>
                ))
              ) : (
                <Options facet={key} options={facets[key]} shown={shown} />
              )}
            </fieldset>
          ) : null,
        )}
        <noscript>
          <button type="submit" className="button-secondary w-full">
            {m.filter_apply()}
          </button>
        </noscript>
      </div>
    </details>
  )
}
