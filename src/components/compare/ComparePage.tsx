import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { comparison as limits } from '#app-config'
import { emptyComparison, type Comparison } from '#src/compare/comparison.ts'
import { comparisonQuery } from '#src/compare/queries.ts'
import type { CompareSearch } from '#src/compare/search.ts'
import { parseSlugList } from '#src/compare/selection.ts'
import { setPicks } from '#src/compare/selectionStore.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { m } from '#src/paraglide/messages.js'
import { PageIntro } from '../page/PageIntro'
import { AddProducts } from './AddProducts'
import { CompareActions } from './CompareActions'
import { CompareTable } from './CompareTable'

/** The comparison of the products the address names (`?products=a,b,c`), with its notices and actions. */
export function ComparePage({ search }: { search: CompareSearch }) {
  const list = useMemo(() => parseSlugList(search.products), [search.products])
  return list.slugs.length ? (
    <Resolved search={search} slugs={list.slugs} malformed={list.malformed} beyond={list.beyond} />
  ) : (
    <ComparisonView search={search} result={emptyComparison} unknown={list.malformed} overflow={list.beyond} />
  )
}

function Resolved({ search, slugs, malformed, beyond }: { search: CompareSearch; slugs: string[]; malformed: number; beyond: number }) {
  const locale = useLocale()
  const { data } = useSuspenseQuery(comparisonQuery(locale, slugs))
  return <ComparisonView search={search} result={data} unknown={malformed + data.unknown} overflow={beyond + data.overflow} />
}

function ComparisonView({
  search,
  result,
  unknown,
  overflow,
}: {
  search: CompareSearch
  result: Comparison
  unknown: number
  overflow: number
}) {
  const locale = useLocale()
  const { products } = result
  const slugs = products.map((p) => p.slug)
  const selection = slugs.join(',')

  // What the page shows becomes the visitor's selection (the tray and the toggles follow it), when the address names one.
  const asked = search.products !== undefined
  const picks = useMemo(() => products.map(({ slug, name }) => ({ slug, name, locale })), [products, locale])
  useEffect(() => {
    if (asked) setPicks(picks)
  }, [asked, picks])

  return (
    <div className="compare-page">
      <PageIntro
        eyebrow={m.compare_eyebrow()}
        heading={m.page_compare_heading()}
        lead={products.length > 1 ? m.compare_lead() : undefined}
      />
      <div className="container-site pb-16">
        {unknown || overflow ? (
          <ul className="mb-8 space-y-2 print:hidden" aria-label={m.compare_notices_label()}>
            {unknown ? (
              <Notice>{unknown === 1 ? m.compare_notice_unknown_one() : m.compare_notice_unknown({ count: unknown })}</Notice>
            ) : null}
            {overflow ? <Notice>{m.compare_notice_overflow({ max: limits.maxProducts })}</Notice> : null}
          </ul>
        ) : null}
        {products.length ? (
          <>
            {products.length === 1 ? <p className="mb-6 text-ink-soft">{m.compare_one_product()}</p> : null}
            <CompareActions products={products} selection={selection} onlyDifferences={search.differences === 'only'} />
            <CompareTable products={products} selection={selection} onlyDifferences={search.differences === 'only'} />
            <AddProducts selection={slugs} heading={m.compare_add_more_heading()} full={products.length >= limits.maxProducts} />
          </>
        ) : (
          <AddProducts selection={[]} heading={m.compare_empty_heading()} intro={m.compare_empty_text({ max: limits.maxProducts })} />
        )}
      </div>
    </div>
  )
}

function Notice({ children }: { children: string }) {
  return <li className="rounded-sm border border-line border-s-4 border-s-brand bg-cream px-4 py-3 text-sm">{children}</li>
}
