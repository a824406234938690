/**
 * The built content, for server code: lists, single posts with their translations, the legal pages.
 * The Markdown was parsed and validated at build time (see vite-plugin.ts); nothing is read from disk here.
 */
import { legal, posts } from 'virtual:content'
import type { Locale } from '#app-config'
import type { LegalKey, LegalPage, Post, PostKind, PostSummary } from './types'

export function toPostSummary({ html: _html, ...summary }: Post): PostSummary {
  return summary
}

export function listPosts(kind: PostKind, locale: Locale): PostSummary[] {
  return posts.filter((p) => p.kind === kind && p.locale === locale).map(toPostSummary)
}

export function findPost(kind: PostKind, locale: Locale, slug: string): Post | undefined {
  return posts.find((p) => p.kind === kind && p.locale === locale && p.slug === slug)
}

/** The post's slug in every language, for the language switch and hreflang links. */
export function postAlternates(post: Post): Partial<Record<Locale, string>> {
  return Object.fromEntries(posts.filter((p) => p.kind === post.kind && p.key === post.key).map((p) => [p.locale, p.slug]))
}

export function findLegal(key: LegalKey, locale: Locale): LegalPage | undefined {
  return legal.find((page) => page.key === key && page.locale === locale)
}

/** Every post in every language, for the sitemap. */
export function allPosts(): readonly Post[] {
  return posts
}
