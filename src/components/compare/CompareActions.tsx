import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { ComparedProduct } from '#src/compare/comparison.ts'
import { m } from '#src/paraglide/messages.js'
import { AppLink } from '../AppLink'
import { FormModalLink } from '../forms/FormModalLink'
import { QuoteProductsContext } from '../forms/quoteProducts'
import { Hydrated } from '../Hydrated'

/** One quote for all, only the facts that differ, print: each a link without JavaScript, but print (the browser's own then). */
export function CompareActions({
  products,
  selection,
  onlyDifferences,
}: {
  products: ComparedProduct[]
  selection: string
  onlyDifferences: boolean
}) {
  const navigate = useNavigate()
  const quoted = useMemo(() => products.map(({ slug, name }) => ({ slug, name })), [products])
  const differencesSearch = { products: selection, ...(onlyDifferences ? {} : { differences: 'only' as const }) }
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
      <QuoteProductsContext value={quoted}>
        <FormModalLink
          form="quote"
          fallback="/contact"
          fallbackSearch={{ products: selection }}
          initial={{ products: selection }}
          className="button-primary"
        >
          {products.length > 1 ? m.compare_quote_all() : m.product_request_quote()}
        </FormModalLink>
      </QuoteProductsContext>
      {products.length > 1 ? (
        <Hydrated>
          {(hydrated) =>
            hydrated ? (
              <button
                type="button"
                aria-pressed={onlyDifferences}
                className="button-secondary aria-pressed:bg-ink aria-pressed:text-paper"
                onClick={() => void navigate({ to: '.', search: differencesSearch, replace: true, resetScroll: false })}
              >
                {m.compare_only_differences()}
              </button>
            ) : (
              <AppLink to="/compare" search={differencesSearch} className="button-secondary">
                {onlyDifferences ? m.compare_all_facts() : m.compare_only_differences()}
              </AppLink>
            )
          }
        </Hydrated>
      ) : null}
      {/* Printing from the page needs the scripts: without them it is not shown (the browser's own command prints the same). */}
      <Hydrated>
        {(hydrated) => (
          <button type="button" className="button-secondary needs-script" disabled={!hydrated} onClick={() => window.print()}>
            {m.compare_print()}
          </button>
        )}
      </Hydrated>
    </div>
  )
}
