/**
 * A page as its route renders it (decision 0069): the blocks that show the site's data get it here (products,
 * stories and articles, the collections' leads and counts, the figures in the page's language), the head's empty
 * fields are derived from the page, and the render notes the cache tags of what it shows.
 */
import { categories, type Category, type Locale } from '#app-config'
import { toSummary, type Product } from '#src/catalogue/product.ts'
import { productFeed } from '#src/catalogue/feed.server.ts'
import { impactTexts } from '#src/content/pages/impactTexts.ts'
import { noteShown } from '#src/cdn/renderScope.ts'
import { productTags, shownProducts } from '#src/catalogue/cacheTags.ts'
import { postTags, shownPosts } from '../cacheTags'
import { pageTags } from './cacheTags'
import { responsiveImage } from '#src/images/imageUrls.ts'
import { m } from '#src/paraglide/messages.js'
import type { SiteBlockAttributes } from '#src/blocks/model.ts'
import type { ValidBlock } from '#src/blocks/validate.ts'
import { featuredStory } from '../featured'
import { listPosts } from '../content.server'
import type { PostSummary } from '../types'
import { findContentPage } from './pages.server'
import type { BlockData, CollectionCard, LoadedPage, PageBlock, PageHeadFields, PagesSnapshot, SitePage } from './types'

const DESCRIPTION_MAX = 200

type Sources = { products: (locale: Locale) => Promise<Product[]>; posts: typeof listPosts }
const defaultSources: Sources = { products: (locale) => productFeed().products(locale), posts: listPosts }

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

function* walk(blocks: readonly ValidBlock[]): Generator<ValidBlock> {
  for (const block of blocks) {
    yield block
    yield* walk(block.inner)
  }
}

const firstHero = (blocks: readonly ValidBlock[]) =>
  [...walk(blocks)].find((b) => b.name === 'lumera/hero')?.attrs as SiteBlockAttributes<'lumera/hero'> | undefined

function clip(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text
  const cut = text.slice(0, DESCRIPTION_MAX - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2))}…`
}

/** The editor's title, description, share image and `noindex`, or what the page gives. */
function pageHeadFields(page: SitePage): PageHeadFields {
  const hero = firstHero(page.blocks)
  const picture = page.seo.image ?? [...walk(page.blocks)].map((b) => b.attrs.picture as { src: string; version?: string } | undefined).find(Boolean)
  return {
    title: page.seo.title ?? `${page.title} · ${m.site_name({}, { locale: page.locale })}`,
    description: page.seo.description ?? clip(plainText(hero?.lead ?? '') || page.title),
    ...(picture ? { image: responsiveImage(picture, 'postCover').src } : {}),
    noindex: page.seo.noindex,
  }
}

/** Each collection's lead is its own page's (one home for it), with its number of models. */
function collectionCards(snapshot: PagesSnapshot, locale: Locale, chosen: readonly Category[], products: readonly Product[]): CollectionCard[] {
  return chosen.map((category) => {
    const page = findContentPage(snapshot, `showcases-${category}` as const, locale)
    // An edit of the collection's page changes its lead here too.
    noteShown({ fixed: [pageTags.sitePageIn(page.key, locale)] })
    return { category, lead: firstHero(page.blocks)?.lead ?? '', count: products.filter((p) => p.category === category).length }
  })
}

function productRow(attrs: SiteBlockAttributes<'lumera/products'>, products: readonly Product[], locale: Locale): Product[] {
  switch (attrs.source) {
    case 'picked': {
      const bySlug = new Map(products.map((p) => [p.slug, p]))
      const picked = attrs.products.flatMap((slug) => bySlug.get(slug) ?? [])
      // Each picked cabinet's page is its tag: a change to one of them reaches this page.
      noteShown({ groups: shownProducts(locale, picked) })
      return picked
    }
    // A row chosen by a rule: the list's tag when the choice changes, each cabinet's when its name or photo does.
    case 'collection': {
      const shown = products.filter((p) => p.category === attrs.collection).slice(0, attrs.count)
      noteShown({ fixed: [productTags.collection(attrs.collection!, locale)], groups: shownProducts(locale, shown) })
      return shown
    }
    case 'one-per-collection': {
      const seen = new Set<Category>()
      const shown = products.filter((p) => p.category && !seen.has(p.category) && seen.add(p.category)).slice(0, attrs.count)
      noteShown({ fixed: [productTags.productList(locale)], groups: shownProducts(locale, shown) })
      return shown
    }
  }
}

function postRow(attrs: SiteBlockAttributes<'lumera/posts'>, posts: readonly PostSummary[], locale: Locale): PostSummary[] {
  if (attrs.source === 'picked') {
    const bySlug = new Map(posts.map((p) => [p.slug, p]))
    const picked = attrs.posts.flatMap((slug) => bySlug.get(slug) ?? [])
    noteShown({ groups: shownPosts(locale, picked) })
    return picked
  }
  noteShown({ fixed: [postTags.postList(attrs.kind, locale)] })
  if (attrs.source === 'featured') {
    const story = featuredStory(posts)
    return story ? [story] : []
  }
  return posts.slice(0, attrs.count)
}

/** Blocks that show the site's data: the server adds it to each render. */
const dataBlocks = new Set<string>(['lumera/products', 'lumera/posts', 'lumera/collections', 'lumera/figures'])

/**
 * A page's blocks as the browser gets them, made once per page read (pages change only with the content): without
 * empty words, empty lists, `false` and empty children, which the renderers take as absent, so each render's data for
 * hydration is smaller; with the blocks that show the site's data and their ancestors marked, so that a render copies
 * only those.
 */
type Prepared = { blocks: PageBlock[]; all: ValidBlock[]; head: PageHeadFields; dataPaths: Set<PageBlock>; source: Map<PageBlock, ValidBlock> }
const preparedPages = new WeakMap<SitePage, Prepared>()

function compactAttrs(attrs: Record<string, unknown>): PageBlock['attrs'] {
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(attrs)) {
    if (value === '' || value === false || (Array.isArray(value) && value.length === 0)) continue
    kept[name] = value
  }
  // Attributes came from JSON (the markup's comments) through the schemas: JSON still.
  return kept as PageBlock['attrs']
}

function prepare(page: SitePage): Prepared {
  const found = preparedPages.get(page)
  if (found) return found
  const dataPaths = new Set<PageBlock>()
  const source = new Map<PageBlock, ValidBlock>()
  const compact = (valid: ValidBlock): PageBlock => {
    const inner = valid.inner.map(compact)
    const block: PageBlock = { name: valid.name, attrs: compactAttrs(valid.attrs), ...(inner.length ? { inner } : {}) }
    source.set(block, valid)
    if (dataBlocks.has(valid.name) || inner.some((child) => dataPaths.has(child))) dataPaths.add(block)
    return block
  }
  const prepared = { blocks: page.blocks.map(compact), all: [...walk(page.blocks)], head: pageHeadFields(page), dataPaths, source }
  preparedPages.set(page, prepared)
  return prepared
}

export async function resolvePage(
  snapshot: PagesSnapshot,
  page: SitePage,
  alternates: Partial<Record<Locale, string>> | undefined,
  sources: Sources = defaultSources,
): Promise<LoadedPage> {
  const { locale } = page
  const { blocks, all, head, dataPaths, source } = prepare(page)
  noteShown({ fixed: [pageTags.sitePage(page.key), pageTags.sitePageIn(page.key, locale)] })
  const needsProducts = all.some((b) => b.name === 'lumera/products' || b.name === 'lumera/collections')
  const products = needsProducts ? await sources.products(locale) : []
  if (all.some((b) => b.name === 'lumera/collections')) noteShown({ fixed: [productTags.productList(locale)] })
  const postsOf = new Map<string, PostSummary[]>()
  for (const kind of ['story', 'article'] as const) {
    if (all.some((b) => b.name === 'lumera/posts' && b.attrs.kind === kind)) postsOf.set(kind, await sources.posts(kind, locale))
  }
  const dataOf = (valid: ValidBlock): BlockData | undefined => {
    switch (valid.name) {
      case 'lumera/products':
        return { products: productRow(valid.attrs as SiteBlockAttributes<'lumera/products'>, products, locale).map(toSummary) }
      case 'lumera/posts': {
        const attrs = valid.attrs as SiteBlockAttributes<'lumera/posts'>
        return { posts: postRow(attrs, postsOf.get(attrs.kind) ?? [], locale) }
      }
      case 'lumera/collections': {
        const chosen = (valid.attrs as SiteBlockAttributes<'lumera/collections'>).collections.filter((c) => categories.includes(c))
        return { collections: collectionCards(snapshot, locale, chosen, products) }
      }
      case 'lumera/figures':
        return { figures: impactTexts(locale) }
      default:
        return undefined
    }
  }
  // Only the blocks that show data, and their ancestors, are copied: the rest is the prepared page as it is.
  const withData = (block: PageBlock): PageBlock => {
    if (!dataPaths.has(block)) return block
    const data = dataOf(source.get(block)!)
    return { ...block, ...(block.inner ? { inner: block.inner.map(withData) } : {}), ...(data ? { data } : {}) }
  }
  return {
    key: page.key,
    role: page.role,
    locale,
    slug: page.slug,
    title: page.title,
    layout: page.layout,
    head,
    blocks: blocks.map(withData),
    ...(alternates ? { alternates } : {}),
  }
}
