import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { searchQuery } from '#src/catalogue/queries.ts'
import { facetKeys, nextShow, parseSearchParams, type SearchParams } from '#src/catalogue/search.ts'
import { internalToPublic } from '#src/i18n/rewrite.ts'
import { pageHref } from '#src/site/sites.ts'
import { afterNextPaint } from '#src/navigation/afterNextPaint.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { PageIntro } from '../page/PageIntro'
import { ActiveFilters } from './ActiveFilters'
import { ProductGrid } from './ProductCard'
import { SearchFilters } from './SearchFilters'
import { SearchNoMatch } from './SearchNoMatch'
import { SearchPosts } from './SearchPosts'

/** Reads the whole filter form into search params (the same names a GET submit would send). */
function paramsFromForm(form: HTMLFormElement): SearchParams {
  const data = new FormData(form)
  const raw: Record<string, unknown> = {}
  for (const key of new Set(data.keys())) {
    const all = data.getAll(key).map(String)
    raw[key] = all.length === 1 ? all[0] : all
  }
  delete raw.show
  return parseSearchParams(raw)
}

/** A plain GET form that works without JavaScript; with it every change updates the URL, so results can be shared. */
export function SearchPage({ params, onChange }: { params: SearchParams; onChange: (search: SearchParams) => void }) {
  const locale = useLocale()
  const { data: result } = useSuspenseQuery(searchQuery(locale, params))
  const action = useRouterState({ select: (s) => pageHref(internalToPublic(s.location.pathname)) })
  const resultsId = useId()
  // The server ranks and counts, so a ticked box shows at once while the results are on their way;
  // once the route has the new params, they are what shows.
  const [pending, setPending] = useState<{ from: SearchParams; next: SearchParams } | null>(null)
  const waiting = pending !== null && pending.from === params
  const shown = waiting ? pending.next : params
  const change = (next: SearchParams) => {
    // The same search again changes no URL, so nothing would clear the wait.
    if (JSON.stringify(next) !== JSON.stringify(params)) setPending({ from: params, next })
    // The ticked box paints first; the navigation (route matching, the results' render) runs after that frame.
    afterNextPaint(() => onChange(next))
  }

  // The HTML is usable before the scripts arrive (docs/decisions/0061): boxes a visitor ticked in the
  // meantime are still ticked in the form at hydration, so they are applied then, once.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (!formRef.current) return
    const ticked = paramsFromForm(formRef.current)
    const differs = facetKeys.some((k) => JSON.stringify(ticked[k] ?? []) !== JSON.stringify(params[k] ?? []))
    if (differs) change({ ...ticked, q: params.q })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later ticks go through onChange
  }, [])

  // The box shows the query of the URL (back button, a suggested word, the header's search), except
  // while the visitor is typing a new one: results arriving for the last query must not wipe it.
  const queryRef = useRef<HTMLInputElement>(null)
  const shownQuery = useRef(params.q ?? '')
  useEffect(() => {
    const input = queryRef.current
    const next = params.q ?? ''
    if (input && input.value === shownQuery.current) input.value = next
    shownQuery.current = next
  }, [params.q])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change(paramsFromForm(event.currentTarget))
  }

  return (
    <>
      <PageIntro heading={m.page_search_heading()} lead={m.search_lead()} compact />
      <form
        ref={formRef}
        method="get"
        action={action}
        role="search"
        onSubmit={submit}
        onChange={(e) => {
          // Ticking a filter applies it at once; the text query waits for its submit.
          if ((e.target as unknown as HTMLInputElement).type === 'checkbox') change(paramsFromForm(e.currentTarget))
        }}
        className="container-site grid gap-x-12 gap-y-6 pb-20 lg:grid-cols-[260px_1fr] lg:gap-y-12"
      >
        <div className="lg:col-span-2">
          <label htmlFor="search-q" className="text-xs font-semibold uppercase tracking-[0.18em]">
            {m.search_query_label()}
          </label>
          <div className="mt-2 flex gap-3">
            <input
              id="search-q"
              name="q"
              type="search"
              ref={queryRef}
              defaultValue={params.q ?? ''}
              placeholder={m.search_query_placeholder()}
              maxLength={100}
              className="min-h-12 w-full rounded-full border border-ink/40 bg-white px-5 text-base focus:border-ink"
            />
            <button type="submit" className="button-primary shrink-0">
              {m.search_submit()}
            </button>
          </div>
        </div>
        <SearchFilters facets={result.facets} shown={shown} />
        <section aria-labelledby={resultsId}>
          <h2 id={resultsId} className="mb-6 text-sm text-ink-soft" aria-live="polite" aria-busy={waiting}>
            {m.search_results_count({ count: result.total })}
          </h2>
          <ActiveFilters params={shown} unknown={result.unknown} />
          {result.searchedFor ? <p className="mb-8 text-sm">{m.search_corrected({ words: result.searchedFor })}</p> : null}
          {result.total ? (
            <ProductGrid products={result.products} leadsPage />
          ) : result.noMatch && params.q ? (
            <SearchNoMatch query={params.q} didYouMean={result.noMatch.didYouMean} />
          ) : (
            <p className="lead">{m.search_no_results()}</p>
          )}
          {result.shown < result.total ? (
            <div className="mt-14 flex flex-col items-center gap-3">
              <p className="text-sm text-ink-soft">{m.search_showing({ shown: result.shown, total: result.total })}</p>
              <AppLink to="/search" search={{ ...params, show: nextShow(result) }} resetScroll={false} className="button-secondary">
                {m.search_load_more()}
              </AppLink>
            </div>
          ) : null}
          {params.q ? <SearchPosts query={params.q} /> : null}
        </section>
      </form>
    </>
  )
}
