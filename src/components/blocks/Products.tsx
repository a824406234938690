import { ProductGrid } from '../catalogue/ProductCard'
import { dataOf, type BlockProps } from './types'

/** A row of cabinets: picked by the editor, a collection's, or the first of each collection. */
export default function Products({ block, topLevel }: BlockProps) {
  const products = dataOf(block, 'products') ?? []
  if (products.length === 0) return null
  return (
    <div className={topLevel ? 'container-site py-16 md:py-24' : ''}>
      <ProductGrid products={products} headingLevel={topLevel ? 2 : 3} />
    </div>
  )
}
