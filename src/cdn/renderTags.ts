/**
 * The cache tags of a rendered page, read from what it rendered: its routes' loader data and its query cache (the
 * data that goes whole into its HTML). Each product and post found there is named by id; each source it was picked
 * from adds the tag of that choice, so a new, removed or renamed item purges the pages that would now show another
 * set: for a query, by its key (a collection, the feed, a search); for loader data, the lists its server functions
 * noted (renderScope.ts), empty ones included. A query this module does not know is tagged with the tags every change
 * of its kind purges: a new page is purged too often rather than too seldom.
 */
import { categories, type Category, type Locale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'
import type { PostKind } from '#src/content/types.ts'
import { cacheTags, fitTags, type ShownTags } from './tags'

type ShownProduct = { id: number; locale: Locale; category: Category | null }
type ShownPost = { kind: PostKind; key: string; locale: Locale }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** A product as cards, pages and comparisons carry it. */
function asProduct(value: Record<string, unknown>): ShownProduct | undefined {
  const { id, slug, locale, menuOrder, category } = value
  if (typeof id !== 'number' || typeof slug !== 'string' || typeof menuOrder !== 'number' || !isLocale(locale)) return undefined
  return { id, locale, category: (categories as readonly unknown[]).includes(category) ? (category as Category) : null }
}

/** A story or an article (whole or as a card). */
function asPost(value: Record<string, unknown>): ShownPost | undefined {
  const { kind, key, slug, locale } = value
  if ((kind !== 'story' && kind !== 'article') || typeof key !== 'string' || typeof slug !== 'string' || !isLocale(locale)) return undefined
  return { kind, key, locale }
}

/** The products and posts anywhere in `data` (a few levels deep: pages nest them in one or two objects). */
export function shownItems(data: unknown, depth = 4): { products: ShownProduct[]; posts: ShownPost[] } {
  const found = { products: [] as ShownProduct[], posts: [] as ShownPost[] }
  const visit = (value: unknown, level: number) => {
    if (level > depth || !isRecord(value)) return
    if (Array.isArray(value)) return value.forEach((item) => visit(item, level + 1))
    const product = asProduct(value)
    if (product) return void found.products.push(product)
    const post = asPost(value)
    if (post) return void found.posts.push(post)
    for (const child of Object.values(value)) visit(child, level + 1)
  }
  visit(data, 0)
  return found
}

export type RenderedData = {
  locale: Locale
  /** The page's public path. */
  path: string
  /** The query cache: each query's key and data. */
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>
  /** Each route's loader data. */
  loaderData: readonly unknown[]
  /** The lists the server functions of its loaders picked their data from. */
  lists?: readonly string[]
}

/** The tags of a page, within the header's budget. */
export function renderTags(rendered: RenderedData): string[] {
  const fixed = new Set([cacheTags.page(rendered.path), cacheTags.language(rendered.locale), ...(rendered.lists ?? [])])
  const products: ShownProduct[] = []
  const posts: ShownPost[] = []
  const take = (data: unknown) => {
    const items = shownItems(data)
    products.push(...items.products)
    posts.push(...items.posts)
    return items
  }
  for (const { queryKey, data } of rendered.queries) {
    const [family, locale, detail] = queryKey
    if (!isLocale(locale) || data === undefined) continue
    if (family === 'search') {
      // A search's answer may change with any product: the tag every product change purges, no list of items.
      fixed.add(cacheTags.anyProduct(locale))
      continue
    }
    const items = take(data)
    switch (family) {
      case 'catalogue':
      case 'comparison':
        fixed.add(cacheTags.productList(locale))
        break
      case 'collection':
        if ((categories as readonly unknown[]).includes(detail)) fixed.add(cacheTags.collection(detail as Category, locale))
        break
      case 'product': {
        // The product page also shows other cabinets of its collection (the `related` query, tagged by their ids).
        const category = items.products[0]?.category
        if (category) fixed.add(cacheTags.collection(category, locale))
        break
      }
      case 'related':
        break
      default:
        // A source this module does not know: every change of what it shows purges it.
        for (const product of items.products) fixed.add(cacheTags.anyProduct(product.locale))
        for (const post of items.posts) fixed.add(cacheTags.anyPost(post.kind, post.locale))
    }
  }
  for (const data of rendered.loaderData) take(data)
  const groups: ShownTags['groups'] = [
    ...products.map((p) => ({ overflow: cacheTags.anyProduct(p.locale), items: [cacheTags.product(p.id)] })),
    ...posts.map((p) => ({ overflow: cacheTags.anyPost(p.kind, p.locale), items: [cacheTags.post(p.kind, p.key)] })),
  ]
  return fitTags({ fixed, groups })
}
