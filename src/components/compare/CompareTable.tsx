import { useId, useMemo, type CSSProperties } from 'react'
import type { ComparedProduct } from '#src/compare/comparison.ts'
import { comparisonRows } from '#src/compare/rows.ts'
import { setPicks } from '#src/compare/selectionStore.ts'
import { productFacts, ungroupedFactLabel, type FactKey, type FactValue } from '#src/catalogue/productFacts.ts'
import { useLocale } from '#src/i18n/useLocale.ts'
import { Picture } from '#src/images/Picture.tsx'
import { specSheetHref } from '#src/downloads/links.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { categoryStyle } from '../catalogue/categoryStyle'

/** Lists read better one item a line in a narrow column. */
const listFacts = new Set<FactKey>(['colours', 'customization'])

function Value({ fact, value }: { fact: FactKey; value: FactValue }) {
  if (!value) return <span className="text-ink-soft italic">{m.compare_not_stated()}</span>
  if (listFacts.has(fact) && value.length > 1)
    return (
      <ul className="space-y-1">
        {value.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )
  return <>{value.join(', ')}</>
}

/**
 * A column per product, a row per fact; differing rows say so in words and a mark, not colour alone. Below the large
 * breakpoint each fact's name stands above its values (app.css), so the roles are explicit: that is no table to the browser.
 */
export function CompareTable({
  products,
  selection,
  onlyDifferences,
}: {
  products: ComparedProduct[]
  selection: string
  onlyDifferences: boolean
}) {
  const captionId = useId()
  const locale = useLocale()
  const rows = useMemo(() => comparisonRows(products.map(productFacts)), [products])
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows
  const slugs = selection.split(',')
  const differing = rows.filter((row) => row.differs).length

  return (
    <>
      <p className="mb-4 text-sm text-ink-soft" aria-live="polite">
        {products.length < 2
          ? ''
          : differing === 0
            ? m.compare_no_differences()
            : onlyDifferences
              ? m.compare_showing_differences({ count: differing, total: rows.length })
              : m.compare_differences_count({ count: differing, total: rows.length })}
      </p>
      {/* Focusable, so that a keyboard can scroll it where it is wider than the page. */}
      <div className="compare-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table
          role="table"
          className="compare-table"
          data-columns={products.length}
          style={{ '--compare-columns': products.length } as CSSProperties}
        >
          <caption id={captionId} className="sr-only">
            {m.compare_caption({ products: products.map((p) => p.name).join(', ') })}
          </caption>
          <thead role="rowgroup">
            <tr role="row" className="compare-pictures">
              <td role="cell" className="compare-corner" />
              {products.map((product) => {
                const style = product.category ? categoryStyle[product.category] : undefined
                return (
                  <td role="cell" key={product.slug}>
                    <div className={`compare-picture ${style?.background ?? 'bg-cream'}`}>
                      {product.image ? (
                        <Picture image={product.image} slot="comparison" alt="" width={320} height={240} loading="lazy" decoding="async" />
                      ) : null}
                    </div>
                    {style ? <p className="eyebrow mt-3">{style.label()}</p> : null}
                  </td>
                )
              })}
            </tr>
            <tr role="row" className="compare-names">
              <td role="cell" className="compare-corner" />
              {products.map((product) => (
                <th role="columnheader" key={product.slug} scope="col">
                  <AppLink
                    id={`${captionId}-${product.slug}`}
                    to="/product/$slug"
                    params={{ slug: product.slug }}
                    className="link font-display text-base leading-tight lg:text-xl"
                  >
                    {product.name}
                  </AppLink>
                  {/* Each link is described by its cabinet's name, so that screen readers tell the columns' links apart. */}
                  <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-normal print:hidden">
                    <a
                      href={specSheetHref(locale, product.slug)}
                      className="link underline"
                      aria-describedby={`${captionId}-${product.slug}`}
                      download
                    >
                      {m.compare_spec_sheet()}
                    </a>
                    {product.datasheetUrl ? (
                      <a href={product.datasheetUrl} className="link underline" aria-describedby={`${captionId}-${product.slug}`} download>
                        {m.compare_datasheet()}
                      </a>
                    ) : null}
                    <AppLink
                      to="/compare"
                      search={{ products: slugs.filter((slug) => slug !== product.slug).join(',') }}
                      className="link underline"
                      aria-describedby={`${captionId}-${product.slug}`}
                      resetScroll={false}
                      // The page writes what it shows into the selection; with the last one gone the address names none.
                      onClick={() => setPicks(products.filter((p) => p !== product).map(({ slug, name }) => ({ slug, name, locale })))}
                    >
                      {m.compare_remove_short()}
                    </AppLink>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((row) => (
              <tr role="row" key={row.key} data-differs={row.differs || undefined}>
                <th role="rowheader" scope="row">
                  {ungroupedFactLabel[row.key]()}
                  {row.differs ? (
                    <span className="compare-differs">
                      <span aria-hidden="true">≠ </span>
                      {m.compare_differs()}
                    </span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td role="cell" key={products[index]!.slug}>
                    <Value fact={row.key} value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
