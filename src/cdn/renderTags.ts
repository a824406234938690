/** A page's cache tags (docs/decisions/0049); an unknown query gets the tags every change of its kind purges. */
import { categories, type Category, type Locale } from '#app-config'
import { isLocale } from '#src/i18n/locale.ts'
import type { PostKind } from '#src/content/types.ts'
import { cacheTags, fitTags, type ShownTags } from './tags'

type ShownProduct = { id: number; locale: Locale; category: Category | null }
type ShownPost = { kind: PostKind; key: string; locale: Locale }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function asProduct(value: Record<string, unknown>): ShownProduct | undefined {
  const { id, slug, locale, menuOrder, category } = value
  if (typeof id !== 'number' || typeof slug !== 'string' || typeof menuOrder !== 'number' || !isLocale(locale)) return undefined
  return { id, locale, category: (categories as readonly unknown[]).includes(category) ? (category as Category) : null }
}

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
  path: string
  queries: ReadonlyArray<{ queryKey: readonly unknown[]; data: unknown }>
  loaderData: readonly unknown[]
  lists?: readonly string[]
}

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
      // Any product change may change a search's answer.
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
        // It also shows other cabinets of its collection.
        const category = items.products[0]?.category
        if (category) fixed.add(cacheTags.collection(category, locale))
        break
      }
      case 'related':
        break
      default:
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
