/**
 * The catalogue's cache tags (docs/decisions/0049, docs/cdn.md): what a page that shows cabinets carries, and what a
 * change of the feed purges. The queries that show them (queries.ts) and the feed's changes (changes.server.ts) both
 * read them here, so a page and its purge can never disagree.
 */
import { categories, defaultLocale, localeCodes, type Category, type Locale } from '#app-config'
import { changedIds, sameData } from '#src/cdn/changedItems.ts'
import { cacheTags, type ShownTags } from '#src/cdn/tags.ts'
import type { Product, ProductSummary } from './product'

export const productTags = {
  product: (id: number) => `product:${id}`,
  anyProduct: (locale: Locale) => `products:${locale}`,
  productList: (locale: Locale) => `product-list:${locale}`,
  collection: (category: Category, locale: Locale) => `collection:${category}:${locale}`,
}

/** Each cabinet a page shows, by its own tag; a list too long for the header carries its language's instead. */
export const shownProducts = (locale: Locale, products: ReadonlyArray<Pick<ProductSummary, 'id'>>): ShownTags['groups'] =>
  products.map((p) => ({ overflow: productTags.anyProduct(locale), items: [productTags.product(p.id)] }))

const productSelection = (products: readonly Product[]) => products.map((p) => [p.id, p.slug, p.category])

/** The slugs that are pages, in any order. */
const addresses = (items: ReadonlyArray<{ slug: string }>) => items.map((item) => item.slug).sort()

/** A locale's feed changed (its first read purges nothing; decision 0065: and when an address came, went or moved,
 * the answers of addresses that are not pages); a product's translations' pages link to it: they go too. The default
 * language's lists are every language's fallback (docs/decisions/0066): a change of them is every one's. */
export function productChangeTags(locale: Locale, before: readonly Product[] | undefined, after: readonly Product[]): string[] {
  if (!before) return []
  const changed = changedIds(before, after, (p) => String(p.id))
  const tags = new Set<string>()
  for (const product of [...before, ...after]) {
    if (!changed.has(String(product.id))) continue
    tags.add(productTags.product(product.id))
    for (const id of Object.values(product.translations)) if (id !== undefined) tags.add(productTags.product(id))
  }
  const listedIn = locale === defaultLocale ? localeCodes : [locale]
  if (!sameData(productSelection(before), productSelection(after))) for (const l of listedIn) tags.add(productTags.productList(l))
  // A product came, went or was renamed: an address answers differently (a missing page, a redirect).
  if (!sameData(addresses(before), addresses(after))) tags.add(cacheTags.missing)
  for (const category of categories) {
    const of = (list: readonly Product[]) => productSelection(list.filter((p) => p.category === category))
    if (!sameData(of(before), of(after))) for (const l of listedIn) tags.add(productTags.collection(category, l))
  }
  // A long list carries its page's language's tag: a German one that shows English cabinets carries `products:de`.
  if (tags.size > 0) for (const l of listedIn) tags.add(productTags.anyProduct(l))
  return [...tags]
}
