import type { Category, Locale } from '../../app.config'

/** The kinds of posts, each with its own folder under `content/` and its own pages. */
export type PostKind = 'story' | 'article'

/**
 * A cover: a drawing of the site (root-relative SVG) or a WordPress photo (absolute URL, shown through
 * the image service; `version` is its modification date, so its service URL changes with the file).
 */
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
  /** ISO date (YYYY-MM-DD). */
  date: string
  /** The date as the post's language writes it ("2 October 2025"), written out at build time (formatDate.ts). */
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

/** The fields of a post that a list or a card needs (no body). */
export type PostSummary = Omit<Post, 'html'>

export type LegalKey = 'cookies' | 'privacy'

export type LegalPage = {
  key: LegalKey
  locale: Locale
  title: string
  description: string
  updated: string
  /** The update date as the page's language writes it, written out at build time (formatDate.ts). */
  updatedLabel: string
  /**
   * SHA-256 (hex) of the Markdown file as written, front matter included: with `updated`, the
   * version of the policy a visitor agreed to (src/leads/consent.ts). `git log` finds the text.
   */
  sha256: string
  html: string
}

/** What the Preview bar says: until when the signed link works, as the post's language writes a time in Italy. */
export type PreviewInfo = { expiresLabel: string }
