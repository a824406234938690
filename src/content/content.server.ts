/**
 * Content for server code. The legal pages are always the built-in Markdown, whatever the source: their exact text
 * is versioned by its hash in every consent record (decision 0026).
 */
import { legal } from 'virtual:content'
import { defaultLocale, type Locale } from '#app-config'
import { featuredStory } from './featured'
import { shownPosts } from './shownPosts'
import { contentStore } from './sources.server'
import type { LegalKey, LegalPage, Post, PostKind, PostSummary } from './types'

export function toPostSummary({ html: _html, ...summary }: Post): PostSummary {
  return summary
}

/** A language's list: its posts, and the default language's it has no version of (each keeps its `locale`). */
export async function listPosts(kind: PostKind, locale: Locale): Promise<PostSummary[]> {
  const { posts } = await contentStore().current()
  return shownPosts(posts, kind, locale).map(toPostSummary)
}

/** The featured story's slug in this language (the header's "Customer stories"), when there is a story. */
export async function featuredStorySlug(locale: Locale): Promise<string | undefined> {
  const { posts } = await contentStore().current()
  return featuredStory(shownPosts(posts, 'story', locale))?.slug
}

/** The post a language's page shows at this slug (its own, or the default language's it has no version of), or the
 * slug it moved to (a 301), or nothing (a 404). */
export async function findPost(kind: PostKind, locale: Locale, slug: string): Promise<{ post: Post; alternates: Partial<Record<Locale, string>> } | { movedTo: string } | undefined> {
  const { posts, moved } = await contentStore().current()
  const post = shownPosts(posts, kind, locale).find((p) => p.slug === slug)
  if (post) return { post, alternates: alternatesIn(posts, post) }
  const move = moved.find((m) => m.kind === kind && m.locale === locale && m.from === slug)
  return move ? { movedTo: move.to } : undefined
}

/** The post's slug in every language it is published in, for the language switch and hreflang links. */
export function alternatesIn(posts: readonly Post[], post: Post): Partial<Record<Locale, string>> {
  return Object.fromEntries(posts.filter((p) => p.kind === post.kind && p.key === post.key).map((p) => [p.locale, p.slug]))
}

/** A legal page in the language, else the default language's (its `locale` says which: the page marks it). */
export function findLegal(key: LegalKey, locale: Locale): LegalPage | undefined {
  return legal.find((page) => page.key === key && page.locale === locale) ?? legal.find((page) => page.key === key && page.locale === defaultLocale)
}

export async function allPosts(): Promise<readonly Post[]> {
  return (await contentStore().current()).posts
}
