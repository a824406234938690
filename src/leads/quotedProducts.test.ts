import { describe, expect, it } from 'vitest'
import { isQuotedProductField, quotedProductsOf, withQuotedProducts, type QuotedProduct } from './quotedProducts'

const aurora: QuotedProduct = {
  name: 'Aurora 90',
  slug: 'aurora-90-cake-display',
  url: 'https://lumera.test/product/aurora-90-cake-display',
}
const petra: QuotedProduct = {
  name: 'Petra 100',
  slug: 'petra-100-cake-display',
  url: 'https://lumera.test/product/petra-100-cake-display',
}

describe('withQuotedProducts', () => {
  it('writes each product after the list, and their names in `product`', () => {
    const fields = withQuotedProducts({ first_name: 'Ada', product: '', products: 'x,y', comment: 'Hi' }, [aurora, petra])
    expect(Object.entries(fields)).toEqual([
      ['first_name', 'Ada'],
      ['product', 'Aurora 90, Petra 100'],
      ['products', 'aurora-90-cake-display,petra-100-cake-display'],
      ['product_1_name', 'Aurora 90'],
      ['product_1_slug', 'aurora-90-cake-display'],
      ['product_1_url', 'https://lumera.test/product/aurora-90-cake-display'],
      ['product_2_name', 'Petra 100'],
      ['product_2_slug', 'petra-100-cake-display'],
      ['product_2_url', 'https://lumera.test/product/petra-100-cake-display'],
      ['comment', 'Hi'],
    ])
  })

  it('reads back what it wrote, in order', () => {
    expect(quotedProductsOf(withQuotedProducts({ product: '', products: '' }, [petra, aurora]))).toEqual([petra, aurora])
  })

  it('finds none in a lead without them', () => {
    expect(quotedProductsOf({ product: 'Aurora 90', first_name: 'Ada' })).toEqual([])
  })
})

describe('isQuotedProductField', () => {
  it.each(['products', 'product_1_name', 'product_4_slug', 'product_12_url'])('keeps %s', (key) =>
    expect(isQuotedProductField(key)).toBe(true),
  )
  it.each(['product_name', 'product_1_email', 'first_name', 'product_x_name', 'xproduct_1_name', 'product_1_name_'])('not %s', (key) =>
    expect(isQuotedProductField(key)).toBe(false),
  )
})
