/** Pages made of blocks and the notices, as the site serves them (decision 0069). Types only: the browser imports them. */
import type { Category, Locale } from '#app-config'
import type { Picture } from '#src/blocks/model.ts'
import type { ProductSummary } from '#src/catalogue/product.ts'
import type { ImpactTexts } from '#src/content/pages/impactTexts.ts'
import type { PostSummary } from '#src/content/types.ts'
import type { ValidBlock } from '#src/blocks/validate.ts'
import type { ContentPageName, PageLayout } from './model'

export type PageSeo = {
  /** Empty: the page's title with the brand. */
  title?: string
  /** Empty: the lead of the page's first hero. */
  description?: string
  /** Empty: the page's first picture (a drawing of the site gives the brand's card). */
  image?: Picture
  noindex: boolean
}

export type SitePage = {
  /** Pairs translations: a spec page's route name, a page of its own's `wp-<smallest id>` or embedded file name. */
  key: string
  /** The spec page it is the content of, or `own`: a page of its own at `/{slug}`. */
  role: ContentPageName | 'own'
  locale: Locale
  /** A page of its own's address (a spec page's is its route's). */
  slug: string
  title: string
  layout: PageLayout
  seo: PageSeo
  blocks: ValidBlock[]
  /** WordPress's id: previews and notifications name pages by it. */
  sourceId?: number
}

export type NoticeKind = 'announcement' | 'green-diploma'

/** The banner above the header or the Green Diploma note, in one language, with when it shows. */
export type Notice = {
  kind: NoticeKind
  key: string
  locale: Locale
  block: ValidBlock
  /** Milliseconds since 1970; absent: from publication, or with no end. */
  startsAt?: number
  endsAt?: number
  /** Publication date: of several that apply, the newest shows. */
  date: string
  sourceId?: number
}

/** A page of its own whose slug changed: the old address answers 301. */
export type MovedPage = { locale: Locale; from: string; to: string }

/** A page the site could not use as WordPress sent it (all its blocks unusable): the embedded one was served, or none. */
export type PageFallback = { key: string; locale: Locale; sourceId: number; servedEmbedded: boolean }

export type PagesSnapshot = {
  pages: SitePage[]
  notices: Notice[]
  moved: MovedPage[]
  fallbacks: PageFallback[]
}

/** A collection as the collections block shows it: the lead of its page's first hero, and its number of models. */
export type CollectionCard = { category: Category; lead: string; count: number }

/** What the server adds to the blocks that show the site's data (products, posts, collections, figures). */
export type BlockData = { products: ProductSummary[] } | { posts: PostSummary[] } | { collections: CollectionCard[] } | { figures: ImpactTexts }

/** What block attributes are made of once checked: JSON (the server function sends them as they are). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/**
 * A block as the browser receives it: checked attributes without the empty ones (`''`, `[]`, `false`: absent), its
 * children (absent: none), and the data it shows.
 */
export type PageBlock = { name: ValidBlock['name']; attrs: { [key: string]: JsonValue }; inner?: PageBlock[]; data?: BlockData }

/** What a page's head says: the editor's fields, or what the page gives (decision 0069). */
export type PageHeadFields = { title: string; description: string; image?: string; noindex: boolean }

/** A page as its route renders it. */
export type LoadedPage = {
  key: string
  role: SitePage['role']
  locale: Locale
  slug: string
  title: string
  layout: PageLayout
  head: PageHeadFields
  blocks: PageBlock[]
  /** A page of its own's slug in each language it is published in (absent: a spec page, at its route's paths). */
  alternates?: Partial<Record<Locale, string>>
  /** A signed preview's: until when its link works. */
  preview?: { expiresLabel: string }
}
