/**
 * The cabinets of a quote for several, as a lead carries them: one numbered group of fields each, so the stored lead,
 * the CSV and the internal email name every one; the webhook and the confirmation read them back as a list.
 */
export type QuotedProduct = { name: string; slug: string; url: string }

const groupField = /^product_(\d+)_(name|slug|url)$/

/** Names catalogue items, never a person: the retention sweep keeps these fields. */
export const isQuotedProductField = (key: string) => key === 'products' || groupField.test(key)

/** The lead's fields with the quoted products written in, right after `products`. */
export function withQuotedProducts(fields: Record<string, string>, products: readonly QuotedProduct[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'product') out.product = products.map((p) => p.name).join(', ')
    else if (key === 'products') {
      out.products = products.map((p) => p.slug).join(',')
      products.forEach((p, index) => {
        out[`product_${index + 1}_name`] = p.name
        out[`product_${index + 1}_slug`] = p.slug
        out[`product_${index + 1}_url`] = p.url
      })
    } else out[key] = value
  }
  return out
}

/** The quoted products of a lead's fields, in order (none for other leads). */
export function quotedProductsOf(fields: Record<string, string>): QuotedProduct[] {
  const products: QuotedProduct[] = []
  for (let n = 1; fields[`product_${n}_slug`] !== undefined; n++) {
    products.push({
      name: fields[`product_${n}_name`] ?? '',
      slug: fields[`product_${n}_slug`] ?? '',
      url: fields[`product_${n}_url`] ?? '',
    })
  }
  return products
}
