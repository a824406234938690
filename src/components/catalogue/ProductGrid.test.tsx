// @vitest-environment happy-dom
/**
 * The product grid renders its cards again only when its products change: a search filter ticked repaints the
 * page's state around it (the box, the results' heading) before the new results arrive, and rendering every card
 * with its links in that tap's task held the tap's paint back (issue 29, interactions).
 */
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProductSummary } from '#src/catalogue/product.ts'
import { productSummary } from '#src/catalogue/productSummary.fixture.ts'
import { ProductGrid } from './ProductCard'

const cardsRendered = vi.hoisted(() => ({ count: 0 }))

// The card's parts that need the router and the comparison's store; each card renders one toggle.
vi.mock('../AppLink', () => ({ AppLink: ({ children }: { children: unknown }) => <a href="#card">{children as string}</a> }))
vi.mock('#src/i18n/useLocale.ts', () => ({ useLocale: () => 'en' }))
vi.mock('../compare/CompareToggle', () => ({
  useCarriedSelection: () => [],
  CompareToggle: () => {
    cardsRendered.count++
    return null
  },
}))

const product = (slug: string) => productSummary({ id: slug.length, slug, name: slug, category: 'wine' })

const roots: Root[] = []
afterEach(() => {
  roots.splice(0).forEach((root) => act(() => root.unmount()))
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('ProductGrid', () => {
  it('does not render its cards again when the page around it changes, only when its products do', () => {
    const first = [product('aurora-90'), product('vinoteca-60')]
    let setTicked: (ticked: number) => void = () => {}
    let setProducts: (products: ProductSummary[]) => void = () => {}
    function SearchLike() {
      const [ticked, tick] = useState(0)
      const [products, replace] = useState(first)
      setTicked = tick
      setProducts = replace
      return (
        <>
          <p>{ticked}</p>
          <ProductGrid products={products} leadsPage />
        </>
      )
    }
    const root = createRoot(document.createElement('div'))
    roots.push(root)
    act(() => root.render(<SearchLike />))
    expect(cardsRendered.count).toBe(2)

    act(() => setTicked(1))
    expect(cardsRendered.count).toBe(2)

    act(() => setProducts([product('aurora-90')]))
    expect(cardsRendered.count).toBe(3)
  })
})
