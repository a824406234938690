import type { Category, Locale } from '../../app.config'

export type PostKind = 'story' | 'article'

/** A drawing of the site (root-relative SVG) or a WordPress photo; `version` changes its image service URL with the file. */
export type CoverImage = {
  src: string
  alt: string
  width: number
  height: number
  version?: string
  /** Its id in WordPress's media library: an edit of that image reads again the posts it is the cover of. */
  mediaId?: number
}

/** A customer story or an article in one language, as the build produced it. */
export type Post = {
  kind: PostKind
  /** The same in every language: it pairs the translations. */
  key: string
  slug: string
  locale: Locale
  title: string
  description: string
  date: string
  /** The date as the post's language writes it ("2 October 2025"), at build time. */
  dateLabel: string
  readingMinutes: number
  category: Category | null
  cover: CoverImage
  /** Product slugs in this post's language. */
  products: string[]
  client?: string
  location?: string
  html: string
  /** The WordPress post's id (absent for Markdown): previews and change notifications name posts by id. */
  sourceId?: number
}

export type PostSummary = Omit<Post, 'html'>

export type LegalKey = 'cookies' | 'privacy'

export type LegalPage = {
  key: LegalKey
  locale: Locale
  title: string
  description: string
  updated: string
  updatedLabel: string
  /** SHA-256 of the Markdown file as written: with `updated`, the policy version a visitor agreed to (src/leads/consent.ts). */
  sha256: string
  html: string
}

/** What the Preview bar says: until when the signed link works, as the post's language writes a time in Italy. */
export type PreviewInfo = { expiresLabel: string }
